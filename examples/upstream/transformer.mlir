func.func @transformer_train_step(
    %x: tensor<2x8x16xf32>,
    %target: tensor<2x8x16xf32>,
    %ln_a0_g: tensor<16xf32> {remat.param},
    %ln_a0_b: tensor<16xf32> {remat.param},
    %ln_m0_g: tensor<16xf32> {remat.param},
    %ln_m0_b: tensor<16xf32> {remat.param},
    %wq0: tensor<16x16xf32> {remat.param},
    %wk0: tensor<16x16xf32> {remat.param},
    %wv0: tensor<16x16xf32> {remat.param},
    %wo0: tensor<16x16xf32> {remat.param},
    %bo0: tensor<16xf32> {remat.param},
    %w1_0: tensor<16x32xf32> {remat.param},
    %b1_0: tensor<32xf32> {remat.param},
    %w2_0: tensor<32x16xf32> {remat.param},
    %b2_0: tensor<16xf32> {remat.param},
    %lnf_g: tensor<16xf32> {remat.param},
    %lnf_b: tensor<16xf32> {remat.param})
    -> (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %collapsed = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<16xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %out, %in : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %cst_1 = arith.constant 0.000000e+00 : f32
  %e_1 = tensor.empty() : tensor<16xf32>
  %fill_1 = linalg.fill ins(%cst_1 : f32) outs(%e_1 : tensor<16xf32>) -> tensor<16xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_1 : tensor<16xf32>) {
  ^bb0(%in_1: f32, %in_2: f32, %out_1: f32):
    %v_1 = arith.constant 1.600000e+01 : f32
    %v_2 = arith.divf %in_2, %v_1 : f32
    %v_3 = arith.subf %in_1, %v_2 : f32
    %v_4 = arith.mulf %v_3, %v_3 : f32
    %v_5 = arith.addf %out_1, %v_4 : f32
    linalg.yield %v_5 : f32
  } -> tensor<16xf32>
  %e_2 = tensor.empty() : tensor<16x16xf32>
  %ln = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %row, %row_1, %ln_a0_g, %ln_a0_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_2 : tensor<16x16xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out_2: f32):
    %v_6 = arith.constant 1.600000e+01 : f32
    %v_7 = arith.divf %in_4, %v_6 : f32
    %v_8 = arith.constant 1.000000e+00 : f32
    %v_9 = arith.constant 1.600000e+01 : f32
    %v_10 = arith.divf %in_5, %v_9 : f32
    %v_11 = arith.constant 1.00000000000000008e-05 : f32
    %v_12 = arith.addf %v_10, %v_11 : f32
    %v_13 = math.sqrt %v_12 : f32
    %v_14 = arith.divf %v_8, %v_13 : f32
    %v_15 = arith.subf %in_3, %v_7 : f32
    %v_16 = arith.mulf %v_15, %v_14 : f32
    %v_17 = arith.mulf %v_16, %in_6 : f32
    %v_18 = arith.addf %v_17, %in_7 : f32
    linalg.yield %v_18 : f32
  } -> tensor<16x16xf32>
  %cst_2 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<16x16xf32>
  %fill_2 = linalg.fill ins(%cst_2 : f32) outs(%e_3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm = linalg.matmul ins(%ln, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded = tensor.expand_shape %mm [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_4 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed = linalg.transpose ins(%expanded : tensor<2x8x2x8xf32>) outs(%e_4 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_1 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %cst_3 = arith.constant 0.000000e+00 : f32
  %e_5 = tensor.empty() : tensor<16x16xf32>
  %fill_3 = linalg.fill ins(%cst_3 : f32) outs(%e_5 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_1 = linalg.matmul ins(%ln, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_1 = tensor.expand_shape %mm_1 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_6 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_1 = linalg.transpose ins(%expanded_1 : tensor<2x8x2x8xf32>) outs(%e_6 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_2 = tensor.collapse_shape %transposed_1 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %cst_4 = arith.constant 0.000000e+00 : f32
  %e_7 = tensor.empty() : tensor<16x16xf32>
  %fill_4 = linalg.fill ins(%cst_4 : f32) outs(%e_7 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_2 = linalg.matmul ins(%ln, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_2 = tensor.expand_shape %mm_2 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_8 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_2 = linalg.transpose ins(%expanded_2 : tensor<2x8x2x8xf32>) outs(%e_8 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_3 = tensor.collapse_shape %transposed_2 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %cst_5 = arith.constant 0.000000e+00 : f32
  %e_9 = tensor.empty() : tensor<4x8x8xf32>
  %fill_5 = linalg.fill ins(%cst_5 : f32) outs(%e_9 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_3 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_1, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_5 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_10 = tensor.empty() : tensor<4x8x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_3 : tensor<4x8x8xf32>) outs(%e_10 : tensor<4x8x8xf32>) {
  ^bb0(%in_8: f32, %out_3: f32):
    %v_19 = arith.constant 3.53553400000000018e-01 : f32
    %v_20 = arith.mulf %in_8, %v_19 : f32
    linalg.yield %v_20 : f32
  } -> tensor<4x8x8xf32>
  %cst_6 = arith.constant 0xFF800000 : f32
  %e_11 = tensor.empty() : tensor<4x8xf32>
  %fill_6 = linalg.fill ins(%cst_6 : f32) outs(%e_11 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale : tensor<4x8x8xf32>) outs(%fill_6 : tensor<4x8xf32>) {
  ^bb0(%in_9: f32, %out_4: f32):
    %v_21 = arith.maximumf %out_4, %in_9 : f32
    linalg.yield %v_21 : f32
  } -> tensor<4x8xf32>
  %cst_7 = arith.constant 0.000000e+00 : f32
  %e_12 = tensor.empty() : tensor<4x8xf32>
  %fill_7 = linalg.fill ins(%cst_7 : f32) outs(%e_12 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale, %row_2 : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%fill_7 : tensor<4x8xf32>) {
  ^bb0(%in_10: f32, %in_11: f32, %out_5: f32):
    %v_22 = arith.subf %in_10, %in_11 : f32
    %v_23 = math.exp %v_22 : f32
    %v_24 = arith.addf %out_5, %v_23 : f32
    linalg.yield %v_24 : f32
  } -> tensor<4x8xf32>
  %e_13 = tensor.empty() : tensor<4x8x8xf32>
  %softmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scale, %row_2, %row_3 : tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e_13 : tensor<4x8x8xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %in_14: f32, %out_6: f32):
    %v_25 = arith.subf %in_12, %in_13 : f32
    %v_26 = math.exp %v_25 : f32
    %v_27 = arith.divf %v_26, %in_14 : f32
    linalg.yield %v_27 : f32
  } -> tensor<4x8x8xf32>
  %cst_8 = arith.constant 0.000000e+00 : f32
  %e_14 = tensor.empty() : tensor<4x8x8xf32>
  %fill_8 = linalg.fill ins(%cst_8 : f32) outs(%e_14 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_4 = linalg.batch_matmul ins(%softmax, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_8 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_3 = tensor.expand_shape %mm_4 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_15 = tensor.empty() : tensor<2x8x2x8xf32>
  %transposed_3 = linalg.transpose ins(%expanded_3 : tensor<2x2x8x8xf32>) outs(%e_15 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_4 = tensor.collapse_shape %transposed_3 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %cst_9 = arith.constant 0.000000e+00 : f32
  %e_16 = tensor.empty() : tensor<16x16xf32>
  %fill_9 = linalg.fill ins(%cst_9 : f32) outs(%e_16 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_5 = linalg.matmul ins(%collapsed_4, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_9 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_17 = tensor.empty() : tensor<16x16xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_5, %bo0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_17 : tensor<16x16xf32>) {
  ^bb0(%in_15: f32, %in_16: f32, %out_7: f32):
    %v_28 = arith.addf %in_15, %in_16 : f32
    linalg.yield %v_28 : f32
  } -> tensor<16x16xf32>
  %e_18 = tensor.empty() : tensor<16x16xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_18 : tensor<16x16xf32>) {
  ^bb0(%in_17: f32, %in_18: f32, %out_8: f32):
    %v_29 = arith.addf %in_17, %in_18 : f32
    linalg.yield %v_29 : f32
  } -> tensor<16x16xf32>
  %cst_10 = arith.constant 0.000000e+00 : f32
  %e_19 = tensor.empty() : tensor<16xf32>
  %fill_10 = linalg.fill ins(%cst_10 : f32) outs(%e_19 : tensor<16xf32>) -> tensor<16xf32>
  %row_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_10 : tensor<16xf32>) {
  ^bb0(%in_19: f32, %out_9: f32):
    %v_30 = arith.addf %out_9, %in_19 : f32
    linalg.yield %v_30 : f32
  } -> tensor<16xf32>
  %cst_11 = arith.constant 0.000000e+00 : f32
  %e_20 = tensor.empty() : tensor<16xf32>
  %fill_11 = linalg.fill ins(%cst_11 : f32) outs(%e_20 : tensor<16xf32>) -> tensor<16xf32>
  %row_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_4 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_11 : tensor<16xf32>) {
  ^bb0(%in_20: f32, %in_21: f32, %out_10: f32):
    %v_31 = arith.constant 1.600000e+01 : f32
    %v_32 = arith.divf %in_21, %v_31 : f32
    %v_33 = arith.subf %in_20, %v_32 : f32
    %v_34 = arith.mulf %v_33, %v_33 : f32
    %v_35 = arith.addf %out_10, %v_34 : f32
    linalg.yield %v_35 : f32
  } -> tensor<16xf32>
  %e_21 = tensor.empty() : tensor<16x16xf32>
  %ln_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %row_4, %row_5, %ln_m0_g, %ln_m0_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_21 : tensor<16x16xf32>) {
  ^bb0(%in_22: f32, %in_23: f32, %in_24: f32, %in_25: f32, %in_26: f32, %out_11: f32):
    %v_36 = arith.constant 1.600000e+01 : f32
    %v_37 = arith.divf %in_23, %v_36 : f32
    %v_38 = arith.constant 1.000000e+00 : f32
    %v_39 = arith.constant 1.600000e+01 : f32
    %v_40 = arith.divf %in_24, %v_39 : f32
    %v_41 = arith.constant 1.00000000000000008e-05 : f32
    %v_42 = arith.addf %v_40, %v_41 : f32
    %v_43 = math.sqrt %v_42 : f32
    %v_44 = arith.divf %v_38, %v_43 : f32
    %v_45 = arith.subf %in_22, %v_37 : f32
    %v_46 = arith.mulf %v_45, %v_44 : f32
    %v_47 = arith.mulf %v_46, %in_25 : f32
    %v_48 = arith.addf %v_47, %in_26 : f32
    linalg.yield %v_48 : f32
  } -> tensor<16x16xf32>
  %cst_12 = arith.constant 0.000000e+00 : f32
  %e_22 = tensor.empty() : tensor<16x32xf32>
  %fill_12 = linalg.fill ins(%cst_12 : f32) outs(%e_22 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %mm_6 = linalg.matmul ins(%ln_1, %w1_0 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_12 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_23 = tensor.empty() : tensor<16x32xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %b1_0 : tensor<16x32xf32>, tensor<32xf32>) outs(%e_23 : tensor<16x32xf32>) {
  ^bb0(%in_27: f32, %in_28: f32, %out_12: f32):
    %v_49 = arith.addf %in_27, %in_28 : f32
    linalg.yield %v_49 : f32
  } -> tensor<16x32xf32>
  %e_24 = tensor.empty() : tensor<16x32xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<16x32xf32>) outs(%e_24 : tensor<16x32xf32>) {
  ^bb0(%in_29: f32, %out_13: f32):
    %v_50 = arith.mulf %in_29, %in_29 : f32
    %v_51 = arith.mulf %v_50, %in_29 : f32
    %v_52 = arith.constant 7.97884560802865406e-01 : f32
    %v_53 = arith.constant 4.47149999999999978e-02 : f32
    %v_54 = arith.mulf %v_53, %v_51 : f32
    %v_55 = arith.addf %in_29, %v_54 : f32
    %v_56 = arith.mulf %v_52, %v_55 : f32
    %v_57 = math.tanh %v_56 : f32
    %v_58 = arith.constant 5.00000000000000000e-01 : f32
    %v_59 = arith.constant 1.000000e+00 : f32
    %v_60 = arith.addf %v_59, %v_57 : f32
    %v_61 = arith.mulf %in_29, %v_60 : f32
    %v_62 = arith.mulf %v_58, %v_61 : f32
    linalg.yield %v_62 : f32
  } -> tensor<16x32xf32>
  %cst_13 = arith.constant 0.000000e+00 : f32
  %e_25 = tensor.empty() : tensor<16x16xf32>
  %fill_13 = linalg.fill ins(%cst_13 : f32) outs(%e_25 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_7 = linalg.matmul ins(%gelu, %w2_0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%fill_13 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_26 = tensor.empty() : tensor<16x16xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_7, %b2_0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_26 : tensor<16x16xf32>) {
  ^bb0(%in_30: f32, %in_31: f32, %out_14: f32):
    %v_63 = arith.addf %in_30, %in_31 : f32
    linalg.yield %v_63 : f32
  } -> tensor<16x16xf32>
  %e_27 = tensor.empty() : tensor<16x16xf32>
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %bias_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_27 : tensor<16x16xf32>) {
  ^bb0(%in_32: f32, %in_33: f32, %out_15: f32):
    %v_64 = arith.addf %in_32, %in_33 : f32
    linalg.yield %v_64 : f32
  } -> tensor<16x16xf32>
  %cst_14 = arith.constant 0.000000e+00 : f32
  %e_28 = tensor.empty() : tensor<16xf32>
  %fill_14 = linalg.fill ins(%cst_14 : f32) outs(%e_28 : tensor<16xf32>) -> tensor<16xf32>
  %row_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_14 : tensor<16xf32>) {
  ^bb0(%in_34: f32, %out_16: f32):
    %v_65 = arith.addf %out_16, %in_34 : f32
    linalg.yield %v_65 : f32
  } -> tensor<16xf32>
  %cst_15 = arith.constant 0.000000e+00 : f32
  %e_29 = tensor.empty() : tensor<16xf32>
  %fill_15 = linalg.fill ins(%cst_15 : f32) outs(%e_29 : tensor<16xf32>) -> tensor<16xf32>
  %row_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_6 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_15 : tensor<16xf32>) {
  ^bb0(%in_35: f32, %in_36: f32, %out_17: f32):
    %v_66 = arith.constant 1.600000e+01 : f32
    %v_67 = arith.divf %in_36, %v_66 : f32
    %v_68 = arith.subf %in_35, %v_67 : f32
    %v_69 = arith.mulf %v_68, %v_68 : f32
    %v_70 = arith.addf %out_17, %v_69 : f32
    linalg.yield %v_70 : f32
  } -> tensor<16xf32>
  %e_30 = tensor.empty() : tensor<16x16xf32>
  %ln_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_1, %row_6, %row_7, %lnf_g, %lnf_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_30 : tensor<16x16xf32>) {
  ^bb0(%in_37: f32, %in_38: f32, %in_39: f32, %in_40: f32, %in_41: f32, %out_18: f32):
    %v_71 = arith.constant 1.600000e+01 : f32
    %v_72 = arith.divf %in_38, %v_71 : f32
    %v_73 = arith.constant 1.000000e+00 : f32
    %v_74 = arith.constant 1.600000e+01 : f32
    %v_75 = arith.divf %in_39, %v_74 : f32
    %v_76 = arith.constant 1.00000000000000008e-05 : f32
    %v_77 = arith.addf %v_75, %v_76 : f32
    %v_78 = math.sqrt %v_77 : f32
    %v_79 = arith.divf %v_73, %v_78 : f32
    %v_80 = arith.subf %in_37, %v_72 : f32
    %v_81 = arith.mulf %v_80, %v_79 : f32
    %v_82 = arith.mulf %v_81, %in_40 : f32
    %v_83 = arith.addf %v_82, %in_41 : f32
    linalg.yield %v_83 : f32
  } -> tensor<16x16xf32>
  %expanded_4 = tensor.expand_shape %ln_2 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
  %cst_16 = arith.constant 0.000000e+00 : f32
  %e_31 = tensor.empty() : tensor<f32>
  %fill_16 = linalg.fill ins(%cst_16 : f32) outs(%e_31 : tensor<f32>) -> tensor<f32>
  %mse = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%expanded_4, %target : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill_16 : tensor<f32>) {
  ^bb0(%in_42: f32, %in_43: f32, %out_19: f32):
    %v_84 = arith.subf %in_42, %in_43 : f32
    %v_85 = arith.mulf %v_84, %v_84 : f32
    %v_86 = arith.addf %out_19, %v_85 : f32
    linalg.yield %v_86 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%mse : tensor<f32>) {
  ^bb0(%out_20: f32):
    %v_87 = arith.constant 2.560000e+02 : f32
    %v_88 = arith.divf %out_20, %v_87 : f32
    linalg.yield %v_88 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_32 = tensor.empty() {remat.backward} : tensor<2x8x16xf32>
  %mse_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4, %target, %one : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<f32>) outs(%e_32 : tensor<2x8x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_44: f32, %in_45: f32, %in_46: f32, %out_21: f32):
    %v_89 = arith.constant 7.81250000000000000e-03 : f32
    %v_90 = arith.subf %in_44, %in_45 : f32
    %v_91 = arith.mulf %v_89, %v_90 : f32
    %v_92 = arith.mulf %in_46, %v_91 : f32
    linalg.yield %v_92 : f32
  } -> tensor<2x8x16xf32>
  %collapsed_5 = tensor.collapse_shape %mse_grad [[0, 1], [2]] {remat.backward} : tensor<2x8x16xf32> into tensor<16x16xf32>
  %cst_17 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_33 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_17 = linalg.fill {remat.backward} ins(%cst_17 : f32) outs(%e_33 : tensor<16xf32>) -> tensor<16xf32>
  %row_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_17 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_47: f32, %out_22: f32):
    %v_93 = arith.addf %out_22, %in_47 : f32
    linalg.yield %v_93 : f32
  } -> tensor<16xf32>
  %cst_18 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_34 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_18 = linalg.fill {remat.backward} ins(%cst_18 : f32) outs(%e_34 : tensor<16xf32>) -> tensor<16xf32>
  %row_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_8 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_18 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_48: f32, %in_49: f32, %out_23: f32):
    %v_94 = arith.constant 1.600000e+01 : f32
    %v_95 = arith.divf %in_49, %v_94 : f32
    %v_96 = arith.subf %in_48, %v_95 : f32
    %v_97 = arith.mulf %v_96, %v_96 : f32
    %v_98 = arith.addf %out_23, %v_97 : f32
    linalg.yield %v_98 : f32
  } -> tensor<16xf32>
  %cst_19 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_35 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_19 = linalg.fill {remat.backward} ins(%cst_19 : f32) outs(%e_35 : tensor<16xf32>) -> tensor<16xf32>
  %row_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_5, %lnf_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_19 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_50: f32, %in_51: f32, %out_24: f32):
    %v_99 = arith.mulf %in_50, %in_51 : f32
    %v_100 = arith.addf %out_24, %v_99 : f32
    linalg.yield %v_100 : f32
  } -> tensor<16xf32>
  %cst_20 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_36 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_20 = linalg.fill {remat.backward} ins(%cst_20 : f32) outs(%e_36 : tensor<16xf32>) -> tensor<16xf32>
  %row_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_5, %add_1, %row_8, %row_9, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_20 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_52: f32, %in_53: f32, %in_54: f32, %in_55: f32, %in_56: f32, %out_25: f32):
    %v_101 = arith.mulf %in_52, %in_56 : f32
    %v_102 = arith.constant 1.600000e+01 : f32
    %v_103 = arith.divf %in_54, %v_102 : f32
    %v_104 = arith.constant 1.000000e+00 : f32
    %v_105 = arith.constant 1.600000e+01 : f32
    %v_106 = arith.divf %in_55, %v_105 : f32
    %v_107 = arith.constant 1.00000000000000008e-05 : f32
    %v_108 = arith.addf %v_106, %v_107 : f32
    %v_109 = math.sqrt %v_108 : f32
    %v_110 = arith.divf %v_104, %v_109 : f32
    %v_111 = arith.subf %in_53, %v_103 : f32
    %v_112 = arith.mulf %v_111, %v_110 : f32
    %v_113 = arith.mulf %v_101, %v_112 : f32
    %v_114 = arith.addf %out_25, %v_113 : f32
    linalg.yield %v_114 : f32
  } -> tensor<16xf32>
  %e_37 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_5, %add_1, %row_8, %row_9, %row_10, %row_11, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_37 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_57: f32, %in_58: f32, %in_59: f32, %in_60: f32, %in_61: f32, %in_62: f32, %in_63: f32, %out_26: f32):
    %v_115 = arith.constant 1.600000e+01 : f32
    %v_116 = arith.divf %in_59, %v_115 : f32
    %v_117 = arith.constant 1.000000e+00 : f32
    %v_118 = arith.constant 1.600000e+01 : f32
    %v_119 = arith.divf %in_60, %v_118 : f32
    %v_120 = arith.constant 1.00000000000000008e-05 : f32
    %v_121 = arith.addf %v_119, %v_120 : f32
    %v_122 = math.sqrt %v_121 : f32
    %v_123 = arith.divf %v_117, %v_122 : f32
    %v_124 = arith.subf %in_58, %v_116 : f32
    %v_125 = arith.mulf %v_124, %v_123 : f32
    %v_126 = arith.mulf %in_57, %in_63 : f32
    %v_127 = arith.constant 1.600000e+01 : f32
    %v_128 = arith.divf %in_61, %v_127 : f32
    %v_129 = arith.subf %v_126, %v_128 : f32
    %v_130 = arith.constant 1.600000e+01 : f32
    %v_131 = arith.divf %in_62, %v_130 : f32
    %v_132 = arith.mulf %v_125, %v_131 : f32
    %v_133 = arith.subf %v_129, %v_132 : f32
    %v_134 = arith.mulf %v_123, %v_133 : f32
    linalg.yield %v_134 : f32
  } -> tensor<16x16xf32>
  %cst_21 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_38 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_21 = linalg.fill {remat.backward} ins(%cst_21 : f32) outs(%e_38 : tensor<16xf32>) -> tensor<16xf32>
  %ln_dg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_5, %add_1, %row_8, %row_9 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_21 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_64: f32, %in_65: f32, %in_66: f32, %in_67: f32, %out_27: f32):
    %v_135 = arith.constant 1.600000e+01 : f32
    %v_136 = arith.divf %in_66, %v_135 : f32
    %v_137 = arith.constant 1.000000e+00 : f32
    %v_138 = arith.constant 1.600000e+01 : f32
    %v_139 = arith.divf %in_67, %v_138 : f32
    %v_140 = arith.constant 1.00000000000000008e-05 : f32
    %v_141 = arith.addf %v_139, %v_140 : f32
    %v_142 = math.sqrt %v_141 : f32
    %v_143 = arith.divf %v_137, %v_142 : f32
    %v_144 = arith.subf %in_65, %v_136 : f32
    %v_145 = arith.mulf %v_144, %v_143 : f32
    %v_146 = arith.mulf %in_64, %v_145 : f32
    %v_147 = arith.addf %out_27, %v_146 : f32
    linalg.yield %v_147 : f32
  } -> tensor<16xf32>
  %cst_22 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_39 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_22 = linalg.fill {remat.backward} ins(%cst_22 : f32) outs(%e_39 : tensor<16xf32>) -> tensor<16xf32>
  %ln_db = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_5 : tensor<16x16xf32>) outs(%fill_22 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_68: f32, %out_28: f32):
    %v_148 = arith.addf %out_28, %in_68 : f32
    linalg.yield %v_148 : f32
  } -> tensor<16xf32>
  %cst_23 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_40 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_23 = linalg.fill {remat.backward} ins(%cst_23 : f32) outs(%e_40 : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%ln_dx : tensor<16x16xf32>) outs(%fill_23 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_69: f32, %out_29: f32):
    %v_149 = arith.addf %out_29, %in_69 : f32
    linalg.yield %v_149 : f32
  } -> tensor<16xf32>
  %cst_24 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_41 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_24 = linalg.fill {remat.backward} ins(%cst_24 : f32) outs(%e_41 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %mm_8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_dx, %w2_0 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_24 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %cst_25 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_42 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_25 = linalg.fill {remat.backward} ins(%cst_25 : f32) outs(%e_42 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %mm_9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu, %ln_dx : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_25 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_43 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_8, %bias_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_43 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_70: f32, %in_71: f32, %out_30: f32):
    %v_150 = arith.mulf %in_71, %in_71 : f32
    %v_151 = arith.mulf %v_150, %in_71 : f32
    %v_152 = arith.constant 7.97884560802865406e-01 : f32
    %v_153 = arith.constant 4.47149999999999978e-02 : f32
    %v_154 = arith.mulf %v_153, %v_151 : f32
    %v_155 = arith.addf %in_71, %v_154 : f32
    %v_156 = arith.mulf %v_152, %v_155 : f32
    %v_157 = math.tanh %v_156 : f32
    %v_158 = arith.constant 7.97884560802865406e-01 : f32
    %v_159 = arith.constant 1.000000e+00 : f32
    %v_160 = arith.constant 1.34144999999999986e-01 : f32
    %v_161 = arith.mulf %in_71, %in_71 : f32
    %v_162 = arith.mulf %v_160, %v_161 : f32
    %v_163 = arith.addf %v_159, %v_162 : f32
    %v_164 = arith.mulf %v_158, %v_163 : f32
    %v_165 = arith.constant 5.00000000000000000e-01 : f32
    %v_166 = arith.constant 1.000000e+00 : f32
    %v_167 = arith.addf %v_166, %v_157 : f32
    %v_168 = arith.mulf %v_165, %v_167 : f32
    %v_169 = arith.constant 5.00000000000000000e-01 : f32
    %v_170 = arith.mulf %v_169, %in_71 : f32
    %v_171 = arith.constant 1.000000e+00 : f32
    %v_172 = arith.mulf %v_157, %v_157 : f32
    %v_173 = arith.subf %v_171, %v_172 : f32
    %v_174 = arith.mulf %v_173, %v_164 : f32
    %v_175 = arith.mulf %v_170, %v_174 : f32
    %v_176 = arith.addf %v_168, %v_175 : f32
    %v_177 = arith.mulf %in_70, %v_176 : f32
    linalg.yield %v_177 : f32
  } -> tensor<16x32xf32>
  %cst_26 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_44 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_26 = linalg.fill {remat.backward} ins(%cst_26 : f32) outs(%e_44 : tensor<32xf32>) -> tensor<32xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad : tensor<16x32xf32>) outs(%fill_26 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_72: f32, %out_31: f32):
    %v_178 = arith.addf %out_31, %in_72 : f32
    linalg.yield %v_178 : f32
  } -> tensor<32xf32>
  %cst_27 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_45 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_27 = linalg.fill {remat.backward} ins(%cst_27 : f32) outs(%e_45 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad, %w1_0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_27 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cst_28 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_46 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_28 = linalg.fill {remat.backward} ins(%cst_28 : f32) outs(%e_46 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %mm_11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_1, %gelu_grad : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_28 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %cst_29 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_47 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_29 = linalg.fill {remat.backward} ins(%cst_29 : f32) outs(%e_47 : tensor<16xf32>) -> tensor<16xf32>
  %row_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_29 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_73: f32, %out_32: f32):
    %v_179 = arith.addf %out_32, %in_73 : f32
    linalg.yield %v_179 : f32
  } -> tensor<16xf32>
  %cst_30 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_48 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_30 = linalg.fill {remat.backward} ins(%cst_30 : f32) outs(%e_48 : tensor<16xf32>) -> tensor<16xf32>
  %row_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_12 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_30 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_74: f32, %in_75: f32, %out_33: f32):
    %v_180 = arith.constant 1.600000e+01 : f32
    %v_181 = arith.divf %in_75, %v_180 : f32
    %v_182 = arith.subf %in_74, %v_181 : f32
    %v_183 = arith.mulf %v_182, %v_182 : f32
    %v_184 = arith.addf %out_33, %v_183 : f32
    linalg.yield %v_184 : f32
  } -> tensor<16xf32>
  %cst_31 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_49 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_31 = linalg.fill {remat.backward} ins(%cst_31 : f32) outs(%e_49 : tensor<16xf32>) -> tensor<16xf32>
  %row_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_10, %ln_m0_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_31 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_76: f32, %in_77: f32, %out_34: f32):
    %v_185 = arith.mulf %in_76, %in_77 : f32
    %v_186 = arith.addf %out_34, %v_185 : f32
    linalg.yield %v_186 : f32
  } -> tensor<16xf32>
  %cst_32 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_50 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_32 = linalg.fill {remat.backward} ins(%cst_32 : f32) outs(%e_50 : tensor<16xf32>) -> tensor<16xf32>
  %row_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_10, %add, %row_12, %row_13, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_32 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_78: f32, %in_79: f32, %in_80: f32, %in_81: f32, %in_82: f32, %out_35: f32):
    %v_187 = arith.mulf %in_78, %in_82 : f32
    %v_188 = arith.constant 1.600000e+01 : f32
    %v_189 = arith.divf %in_80, %v_188 : f32
    %v_190 = arith.constant 1.000000e+00 : f32
    %v_191 = arith.constant 1.600000e+01 : f32
    %v_192 = arith.divf %in_81, %v_191 : f32
    %v_193 = arith.constant 1.00000000000000008e-05 : f32
    %v_194 = arith.addf %v_192, %v_193 : f32
    %v_195 = math.sqrt %v_194 : f32
    %v_196 = arith.divf %v_190, %v_195 : f32
    %v_197 = arith.subf %in_79, %v_189 : f32
    %v_198 = arith.mulf %v_197, %v_196 : f32
    %v_199 = arith.mulf %v_187, %v_198 : f32
    %v_200 = arith.addf %out_35, %v_199 : f32
    linalg.yield %v_200 : f32
  } -> tensor<16xf32>
  %e_51 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_10, %add, %row_12, %row_13, %row_14, %row_15, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_51 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_83: f32, %in_84: f32, %in_85: f32, %in_86: f32, %in_87: f32, %in_88: f32, %in_89: f32, %out_36: f32):
    %v_201 = arith.constant 1.600000e+01 : f32
    %v_202 = arith.divf %in_85, %v_201 : f32
    %v_203 = arith.constant 1.000000e+00 : f32
    %v_204 = arith.constant 1.600000e+01 : f32
    %v_205 = arith.divf %in_86, %v_204 : f32
    %v_206 = arith.constant 1.00000000000000008e-05 : f32
    %v_207 = arith.addf %v_205, %v_206 : f32
    %v_208 = math.sqrt %v_207 : f32
    %v_209 = arith.divf %v_203, %v_208 : f32
    %v_210 = arith.subf %in_84, %v_202 : f32
    %v_211 = arith.mulf %v_210, %v_209 : f32
    %v_212 = arith.mulf %in_83, %in_89 : f32
    %v_213 = arith.constant 1.600000e+01 : f32
    %v_214 = arith.divf %in_87, %v_213 : f32
    %v_215 = arith.subf %v_212, %v_214 : f32
    %v_216 = arith.constant 1.600000e+01 : f32
    %v_217 = arith.divf %in_88, %v_216 : f32
    %v_218 = arith.mulf %v_211, %v_217 : f32
    %v_219 = arith.subf %v_215, %v_218 : f32
    %v_220 = arith.mulf %v_209, %v_219 : f32
    linalg.yield %v_220 : f32
  } -> tensor<16x16xf32>
  %cst_33 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_52 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_33 = linalg.fill {remat.backward} ins(%cst_33 : f32) outs(%e_52 : tensor<16xf32>) -> tensor<16xf32>
  %ln_dg_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_10, %add, %row_12, %row_13 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_33 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_90: f32, %in_91: f32, %in_92: f32, %in_93: f32, %out_37: f32):
    %v_221 = arith.constant 1.600000e+01 : f32
    %v_222 = arith.divf %in_92, %v_221 : f32
    %v_223 = arith.constant 1.000000e+00 : f32
    %v_224 = arith.constant 1.600000e+01 : f32
    %v_225 = arith.divf %in_93, %v_224 : f32
    %v_226 = arith.constant 1.00000000000000008e-05 : f32
    %v_227 = arith.addf %v_225, %v_226 : f32
    %v_228 = math.sqrt %v_227 : f32
    %v_229 = arith.divf %v_223, %v_228 : f32
    %v_230 = arith.subf %in_91, %v_222 : f32
    %v_231 = arith.mulf %v_230, %v_229 : f32
    %v_232 = arith.mulf %in_90, %v_231 : f32
    %v_233 = arith.addf %out_37, %v_232 : f32
    linalg.yield %v_233 : f32
  } -> tensor<16xf32>
  %cst_34 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_53 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_34 = linalg.fill {remat.backward} ins(%cst_34 : f32) outs(%e_53 : tensor<16xf32>) -> tensor<16xf32>
  %ln_db_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_10 : tensor<16x16xf32>) outs(%fill_34 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_94: f32, %out_38: f32):
    %v_234 = arith.addf %out_38, %in_94 : f32
    linalg.yield %v_234 : f32
  } -> tensor<16xf32>
  %e_54 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ln_dx, %ln_dx_1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_54 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_95: f32, %in_96: f32, %out_39: f32):
    %v_235 = arith.addf %in_95, %in_96 : f32
    linalg.yield %v_235 : f32
  } -> tensor<16x16xf32>
  %cst_35 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_55 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_35 = linalg.fill {remat.backward} ins(%cst_35 : f32) outs(%e_55 : tensor<16xf32>) -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_35 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_97: f32, %out_40: f32):
    %v_236 = arith.addf %out_40, %in_97 : f32
    linalg.yield %v_236 : f32
  } -> tensor<16xf32>
  %cst_36 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_56 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_36 = linalg.fill {remat.backward} ins(%cst_36 : f32) outs(%e_56 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_12 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_2, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_36 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cst_37 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_57 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_37 = linalg.fill {remat.backward} ins(%cst_37 : f32) outs(%e_57 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_13 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_4, %add_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_37 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_5 = tensor.expand_shape %mm_12 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_58 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_4 = linalg.transpose ins(%expanded_5 : tensor<2x8x2x8xf32>) outs(%e_58 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_6 = tensor.collapse_shape %transposed_4 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %cst_38 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_59 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_38 = linalg.fill {remat.backward} ins(%cst_38 : f32) outs(%e_59 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_14 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_6, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_38 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %cst_39 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_60 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_39 = linalg.fill {remat.backward} ins(%cst_39 : f32) outs(%e_60 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_15 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %cst_40 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_61 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_40 = linalg.fill {remat.backward} ins(%cst_40 : f32) outs(%e_61 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %row_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_14, %softmax : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_40 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_98: f32, %in_99: f32, %out_41: f32):
    %v_237 = arith.mulf %in_98, %in_99 : f32
    %v_238 = arith.addf %out_41, %v_237 : f32
    linalg.yield %v_238 : f32
  } -> tensor<4x8xf32>
  %e_62 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_14, %softmax, %row_16 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_62 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_100: f32, %in_101: f32, %in_102: f32, %out_42: f32):
    %v_239 = arith.subf %in_100, %in_102 : f32
    %v_240 = arith.mulf %in_101, %v_239 : f32
    linalg.yield %v_240 : f32
  } -> tensor<4x8x8xf32>
  %e_63 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad : tensor<4x8x8xf32>) outs(%e_63 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_103: f32, %out_43: f32):
    %v_241 = arith.constant 3.53553400000000018e-01 : f32
    %v_242 = arith.mulf %in_103, %v_241 : f32
    linalg.yield %v_242 : f32
  } -> tensor<4x8x8xf32>
  %cst_41 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_64 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_41 = linalg.fill {remat.backward} ins(%cst_41 : f32) outs(%e_64 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_16 = linalg.batch_matmul {remat.backward} ins(%scale_1, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_41 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %cst_42 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_65 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_42 = linalg.fill {remat.backward} ins(%cst_42 : f32) outs(%e_65 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %mm_17 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_1, %collapsed_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_42 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_6 = tensor.expand_shape %mm_15 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_66 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_5 = linalg.transpose ins(%expanded_6 : tensor<2x2x8x8xf32>) outs(%e_66 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_7 = tensor.collapse_shape %transposed_5 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %cst_43 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_67 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_43 = linalg.fill {remat.backward} ins(%cst_43 : f32) outs(%e_67 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_7, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_43 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cst_44 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_68 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_44 = linalg.fill {remat.backward} ins(%cst_44 : f32) outs(%e_68 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_7 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_44 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_7 = tensor.expand_shape %mm_17 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_69 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_6 = linalg.transpose ins(%expanded_7 : tensor<2x2x8x8xf32>) outs(%e_69 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_8 = tensor.collapse_shape %transposed_6 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %cst_45 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_70 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_45 = linalg.fill {remat.backward} ins(%cst_45 : f32) outs(%e_70 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_8, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_45 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cst_46 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_71 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_46 = linalg.fill {remat.backward} ins(%cst_46 : f32) outs(%e_71 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_8 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_46 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_72 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %mm_20 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_72 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_104: f32, %in_105: f32, %out_44: f32):
    %v_243 = arith.addf %in_104, %in_105 : f32
    linalg.yield %v_243 : f32
  } -> tensor<16x16xf32>
  %expanded_8 = tensor.expand_shape %mm_16 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_73 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_7 = linalg.transpose ins(%expanded_8 : tensor<2x2x8x8xf32>) outs(%e_73 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_9 = tensor.collapse_shape %transposed_7 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %cst_47 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_74 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_47 = linalg.fill {remat.backward} ins(%cst_47 : f32) outs(%e_74 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_22 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_9, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_47 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %cst_48 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_75 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_48 = linalg.fill {remat.backward} ins(%cst_48 : f32) outs(%e_75 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_23 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_9 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_48 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_76 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_3, %mm_22 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_76 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_106: f32, %in_107: f32, %out_45: f32):
    %v_244 = arith.addf %in_106, %in_107 : f32
    linalg.yield %v_244 : f32
  } -> tensor<16x16xf32>
  %cst_49 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_77 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_49 = linalg.fill {remat.backward} ins(%cst_49 : f32) outs(%e_77 : tensor<16xf32>) -> tensor<16xf32>
  %row_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill_49 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_108: f32, %out_46: f32):
    %v_245 = arith.addf %out_46, %in_108 : f32
    linalg.yield %v_245 : f32
  } -> tensor<16xf32>
  %cst_50 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_78 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_50 = linalg.fill {remat.backward} ins(%cst_50 : f32) outs(%e_78 : tensor<16xf32>) -> tensor<16xf32>
  %row_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row_17 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_50 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_109: f32, %in_110: f32, %out_47: f32):
    %v_246 = arith.constant 1.600000e+01 : f32
    %v_247 = arith.divf %in_110, %v_246 : f32
    %v_248 = arith.subf %in_109, %v_247 : f32
    %v_249 = arith.mulf %v_248, %v_248 : f32
    %v_250 = arith.addf %out_47, %v_249 : f32
    linalg.yield %v_250 : f32
  } -> tensor<16xf32>
  %cst_51 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_79 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_51 = linalg.fill {remat.backward} ins(%cst_51 : f32) outs(%e_79 : tensor<16xf32>) -> tensor<16xf32>
  %ln_dg_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_4, %collapsed, %row_17, %row_18 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_51 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_111: f32, %in_112: f32, %in_113: f32, %in_114: f32, %out_48: f32):
    %v_251 = arith.constant 1.600000e+01 : f32
    %v_252 = arith.divf %in_113, %v_251 : f32
    %v_253 = arith.constant 1.000000e+00 : f32
    %v_254 = arith.constant 1.600000e+01 : f32
    %v_255 = arith.divf %in_114, %v_254 : f32
    %v_256 = arith.constant 1.00000000000000008e-05 : f32
    %v_257 = arith.addf %v_255, %v_256 : f32
    %v_258 = math.sqrt %v_257 : f32
    %v_259 = arith.divf %v_253, %v_258 : f32
    %v_260 = arith.subf %in_112, %v_252 : f32
    %v_261 = arith.mulf %v_260, %v_259 : f32
    %v_262 = arith.mulf %in_111, %v_261 : f32
    %v_263 = arith.addf %out_48, %v_262 : f32
    linalg.yield %v_263 : f32
  } -> tensor<16xf32>
  %cst_52 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_80 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_52 = linalg.fill {remat.backward} ins(%cst_52 : f32) outs(%e_80 : tensor<16xf32>) -> tensor<16xf32>
  %ln_db_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_4 : tensor<16x16xf32>) outs(%fill_52 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_115: f32, %out_49: f32):
    %v_264 = arith.addf %out_49, %in_115 : f32
    linalg.yield %v_264 : f32
  } -> tensor<16xf32>
  return %div, %ln_dg_2, %ln_db_2, %ln_dg_1, %ln_db_1, %mm_23, %mm_21, %mm_19, %mm_13, %sum_2, %mm_11, %sum_1, %mm_9, %sum, %ln_dg, %ln_db : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
