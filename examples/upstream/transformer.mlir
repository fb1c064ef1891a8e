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
    %ln_a1_g: tensor<16xf32> {remat.param},
    %ln_a1_b: tensor<16xf32> {remat.param},
    %ln_m1_g: tensor<16xf32> {remat.param},
    %ln_m1_b: tensor<16xf32> {remat.param},
    %wq1: tensor<16x16xf32> {remat.param},
    %wk1: tensor<16x16xf32> {remat.param},
    %wv1: tensor<16x16xf32> {remat.param},
    %wo1: tensor<16x16xf32> {remat.param},
    %bo1: tensor<16xf32> {remat.param},
    %w1_1: tensor<16x32xf32> {remat.param},
    %b1_1: tensor<32xf32> {remat.param},
    %w2_1: tensor<32x16xf32> {remat.param},
    %b2_1: tensor<16xf32> {remat.param},
    %lnf_g: tensor<16xf32> {remat.param},
    %lnf_b: tensor<16xf32> {remat.param})
    -> (tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %collapsed = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %fill = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<16xf32>) {
  ^bb0(%out: f32):
    %v = arith.constant 0.000000e+00 : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill : tensor<16xf32>) {
  ^bb0(%in: f32, %out_1: f32):
    %v_1 = arith.addf %out_1, %in : f32
    linalg.yield %v_1 : f32
  } -> tensor<16xf32>
  %e_1 = tensor.empty() : tensor<16xf32>
  %fill_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_1 : tensor<16xf32>) {
  ^bb0(%out_2: f32):
    %v_2 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_2 : f32
  } -> tensor<16xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_1 : tensor<16xf32>) {
  ^bb0(%in_1: f32, %in_2: f32, %out_3: f32):
    %v_3 = arith.constant 1.600000e+01 : f32
    %v_4 = arith.divf %in_2, %v_3 : f32
    %v_5 = arith.subf %in_1, %v_4 : f32
    %v_6 = arith.mulf %v_5, %v_5 : f32
    %v_7 = arith.addf %out_3, %v_6 : f32
    linalg.yield %v_7 : f32
  } -> tensor<16xf32>
  %e_2 = tensor.empty() : tensor<16x16xf32>
  %ln = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %row, %row_1, %ln_a0_g, %ln_a0_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_2 : tensor<16x16xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out_4: f32):
    %v_8 = arith.constant 1.600000e+01 : f32
    %v_9 = arith.divf %in_4, %v_8 : f32
    %v_10 = arith.constant 1.000000e+00 : f32
    %v_11 = arith.constant 1.600000e+01 : f32
    %v_12 = arith.divf %in_5, %v_11 : f32
    %v_13 = arith.constant 1.00000000000000008e-05 : f32
    %v_14 = arith.addf %v_12, %v_13 : f32
    %v_15 = math.sqrt %v_14 : f32
    %v_16 = arith.divf %v_10, %v_15 : f32
    %v_17 = arith.subf %in_3, %v_9 : f32
    %v_18 = arith.mulf %v_17, %v_16 : f32
    %v_19 = arith.mulf %v_18, %in_6 : f32
    %v_20 = arith.addf %v_19, %in_7 : f32
    linalg.yield %v_20 : f32
  } -> tensor<16x16xf32>
  %e_3 = tensor.empty() : tensor<16x16xf32>
  %fill_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_3 : tensor<16x16xf32>) {
  ^bb0(%out_5: f32):
    %v_21 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_21 : f32
  } -> tensor<16x16xf32>
  %mm = linalg.matmul ins(%ln, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded = tensor.expand_shape %mm [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_4 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed = linalg.transpose ins(%expanded : tensor<2x8x2x8xf32>) outs(%e_4 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_1 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_5 = tensor.empty() : tensor<16x16xf32>
  %fill_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_5 : tensor<16x16xf32>) {
  ^bb0(%out_6: f32):
    %v_22 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_22 : f32
  } -> tensor<16x16xf32>
  %mm_1 = linalg.matmul ins(%ln, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_1 = tensor.expand_shape %mm_1 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_6 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_1 = linalg.transpose ins(%expanded_1 : tensor<2x8x2x8xf32>) outs(%e_6 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_2 = tensor.collapse_shape %transposed_1 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_7 = tensor.empty() : tensor<16x16xf32>
  %fill_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_7 : tensor<16x16xf32>) {
  ^bb0(%out_7: f32):
    %v_23 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_23 : f32
  } -> tensor<16x16xf32>
  %mm_2 = linalg.matmul ins(%ln, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_2 = tensor.expand_shape %mm_2 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_8 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_2 = linalg.transpose ins(%expanded_2 : tensor<2x8x2x8xf32>) outs(%e_8 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_3 = tensor.collapse_shape %transposed_2 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_9 = tensor.empty() : tensor<4x8x8xf32>
  %fill_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_9 : tensor<4x8x8xf32>) {
  ^bb0(%out_8: f32):
    %v_24 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_24 : f32
  } -> tensor<4x8x8xf32>
  %mm_3 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_1, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_5 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_10 = tensor.empty() : tensor<4x8x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_3 : tensor<4x8x8xf32>) outs(%e_10 : tensor<4x8x8xf32>) {
  ^bb0(%in_8: f32, %out_9: f32):
    %v_25 = arith.constant 3.53553400000000018e-01 : f32
    %v_26 = arith.mulf %in_8, %v_25 : f32
    linalg.yield %v_26 : f32
  } -> tensor<4x8x8xf32>
  %e_11 = tensor.empty() : tensor<4x8xf32>
  %fill_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_11 : tensor<4x8xf32>) {
  ^bb0(%out_10: f32):
    %v_27 = arith.constant 0xFF800000 : f32
    linalg.yield %v_27 : f32
  } -> tensor<4x8xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale : tensor<4x8x8xf32>) outs(%fill_6 : tensor<4x8xf32>) {
  ^bb0(%in_9: f32, %out_11: f32):
    %v_28 = arith.maximumf %out_11, %in_9 : f32
    linalg.yield %v_28 : f32
  } -> tensor<4x8xf32>
  %e_12 = tensor.empty() : tensor<4x8xf32>
  %fill_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_12 : tensor<4x8xf32>) {
  ^bb0(%out_12: f32):
    %v_29 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_29 : f32
  } -> tensor<4x8xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale, %row_2 : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%fill_7 : tensor<4x8xf32>) {
  ^bb0(%in_10: f32, %in_11: f32, %out_13: f32):
    %v_30 = arith.subf %in_10, %in_11 : f32
    %v_31 = math.exp %v_30 : f32
    %v_32 = arith.addf %out_13, %v_31 : f32
    linalg.yield %v_32 : f32
  } -> tensor<4x8xf32>
  %e_13 = tensor.empty() : tensor<4x8x8xf32>
  %softmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scale, %row_2, %row_3 : tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e_13 : tensor<4x8x8xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %in_14: f32, %out_14: f32):
    %v_33 = arith.subf %in_12, %in_13 : f32
    %v_34 = math.exp %v_33 : f32
    %v_35 = arith.divf %v_34, %in_14 : f32
    linalg.yield %v_35 : f32
  } -> tensor<4x8x8xf32>
  %e_14 = tensor.empty() : tensor<4x8x8xf32>
  %fill_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_14 : tensor<4x8x8xf32>) {
  ^bb0(%out_15: f32):
    %v_36 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_36 : f32
  } -> tensor<4x8x8xf32>
  %mm_4 = linalg.batch_matmul ins(%softmax, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_8 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_3 = tensor.expand_shape %mm_4 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_15 = tensor.empty() : tensor<2x8x2x8xf32>
  %transposed_3 = linalg.transpose ins(%expanded_3 : tensor<2x2x8x8xf32>) outs(%e_15 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_4 = tensor.collapse_shape %transposed_3 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_16 = tensor.empty() : tensor<16x16xf32>
  %fill_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_16 : tensor<16x16xf32>) {
  ^bb0(%out_16: f32):
    %v_37 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_37 : f32
  } -> tensor<16x16xf32>
  %mm_5 = linalg.matmul ins(%collapsed_4, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_9 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_17 = tensor.empty() : tensor<16x16xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_5, %bo0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_17 : tensor<16x16xf32>) {
  ^bb0(%in_15: f32, %in_16: f32, %out_17: f32):
    %v_38 = arith.addf %in_15, %in_16 : f32
    linalg.yield %v_38 : f32
  } -> tensor<16x16xf32>
  %e_18 = tensor.empty() : tensor<16x16xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_18 : tensor<16x16xf32>) {
  ^bb0(%in_17: f32, %in_18: f32, %out_18: f32):
    %v_39 = arith.addf %in_17, %in_18 : f32
    linalg.yield %v_39 : f32
  } -> tensor<16x16xf32>
  %e_19 = tensor.empty() : tensor<16xf32>
  %fill_10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_19 : tensor<16xf32>) {
  ^bb0(%out_19: f32):
    %v_40 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_40 : f32
  } -> tensor<16xf32>
  %row_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_10 : tensor<16xf32>) {
  ^bb0(%in_19: f32, %out_20: f32):
    %v_41 = arith.addf %out_20, %in_19 : f32
    linalg.yield %v_41 : f32
  } -> tensor<16xf32>
  %e_20 = tensor.empty() : tensor<16xf32>
  %fill_11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_20 : tensor<16xf32>) {
  ^bb0(%out_21: f32):
    %v_42 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_42 : f32
  } -> tensor<16xf32>
  %row_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_4 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_11 : tensor<16xf32>) {
  ^bb0(%in_20: f32, %in_21: f32, %out_22: f32):
    %v_43 = arith.constant 1.600000e+01 : f32
    %v_44 = arith.divf %in_21, %v_43 : f32
    %v_45 = arith.subf %in_20, %v_44 : f32
    %v_46 = arith.mulf %v_45, %v_45 : f32
    %v_47 = arith.addf %out_22, %v_46 : f32
    linalg.yield %v_47 : f32
  } -> tensor<16xf32>
  %e_21 = tensor.empty() : tensor<16x16xf32>
  %ln_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %row_4, %row_5, %ln_m0_g, %ln_m0_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_21 : tensor<16x16xf32>) {
  ^bb0(%in_22: f32, %in_23: f32, %in_24: f32, %in_25: f32, %in_26: f32, %out_23: f32):
    %v_48 = arith.constant 1.600000e+01 : f32
    %v_49 = arith.divf %in_23, %v_48 : f32
    %v_50 = arith.constant 1.000000e+00 : f32
    %v_51 = arith.constant 1.600000e+01 : f32
    %v_52 = arith.divf %in_24, %v_51 : f32
    %v_53 = arith.constant 1.00000000000000008e-05 : f32
    %v_54 = arith.addf %v_52, %v_53 : f32
    %v_55 = math.sqrt %v_54 : f32
    %v_56 = arith.divf %v_50, %v_55 : f32
    %v_57 = arith.subf %in_22, %v_49 : f32
    %v_58 = arith.mulf %v_57, %v_56 : f32
    %v_59 = arith.mulf %v_58, %in_25 : f32
    %v_60 = arith.addf %v_59, %in_26 : f32
    linalg.yield %v_60 : f32
  } -> tensor<16x16xf32>
  %e_22 = tensor.empty() : tensor<16x32xf32>
  %fill_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_22 : tensor<16x32xf32>) {
  ^bb0(%out_24: f32):
    %v_61 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_61 : f32
  } -> tensor<16x32xf32>
  %mm_6 = linalg.matmul ins(%ln_1, %w1_0 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_12 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_23 = tensor.empty() : tensor<16x32xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %b1_0 : tensor<16x32xf32>, tensor<32xf32>) outs(%e_23 : tensor<16x32xf32>) {
  ^bb0(%in_27: f32, %in_28: f32, %out_25: f32):
    %v_62 = arith.addf %in_27, %in_28 : f32
    linalg.yield %v_62 : f32
  } -> tensor<16x32xf32>
  %e_24 = tensor.empty() : tensor<16x32xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<16x32xf32>) outs(%e_24 : tensor<16x32xf32>) {
  ^bb0(%in_29: f32, %out_26: f32):
    %v_63 = arith.mulf %in_29, %in_29 : f32
    %v_64 = arith.mulf %v_63, %in_29 : f32
    %v_65 = arith.constant 7.97884560802865406e-01 : f32
    %v_66 = arith.constant 4.47149999999999978e-02 : f32
    %v_67 = arith.mulf %v_66, %v_64 : f32
    %v_68 = arith.addf %in_29, %v_67 : f32
    %v_69 = arith.mulf %v_65, %v_68 : f32
    %v_70 = math.tanh %v_69 : f32
    %v_71 = arith.constant 5.00000000000000000e-01 : f32
    %v_72 = arith.constant 1.000000e+00 : f32
    %v_73 = arith.addf %v_72, %v_70 : f32
    %v_74 = arith.mulf %in_29, %v_73 : f32
    %v_75 = arith.mulf %v_71, %v_74 : f32
    linalg.yield %v_75 : f32
  } -> tensor<16x32xf32>
  %e_25 = tensor.empty() : tensor<16x16xf32>
  %fill_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_25 : tensor<16x16xf32>) {
  ^bb0(%out_27: f32):
    %v_76 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_76 : f32
  } -> tensor<16x16xf32>
  %mm_7 = linalg.matmul ins(%gelu, %w2_0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%fill_13 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_26 = tensor.empty() : tensor<16x16xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_7, %b2_0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_26 : tensor<16x16xf32>) {
  ^bb0(%in_30: f32, %in_31: f32, %out_28: f32):
    %v_77 = arith.addf %in_30, %in_31 : f32
    linalg.yield %v_77 : f32
  } -> tensor<16x16xf32>
  %e_27 = tensor.empty() : tensor<16x16xf32>
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %bias_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_27 : tensor<16x16xf32>) {
  ^bb0(%in_32: f32, %in_33: f32, %out_29: f32):
    %v_78 = arith.addf %in_32, %in_33 : f32
    linalg.yield %v_78 : f32
  } -> tensor<16x16xf32>
  %e_28 = tensor.empty() : tensor<16xf32>
  %fill_14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_28 : tensor<16xf32>) {
  ^bb0(%out_30: f32):
    %v_79 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_79 : f32
  } -> tensor<16xf32>
  %row_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_14 : tensor<16xf32>) {
  ^bb0(%in_34: f32, %out_31: f32):
    %v_80 = arith.addf %out_31, %in_34 : f32
    linalg.yield %v_80 : f32
  } -> tensor<16xf32>
  %e_29 = tensor.empty() : tensor<16xf32>
  %fill_15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_29 : tensor<16xf32>) {
  ^bb0(%out_32: f32):
    %v_81 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_81 : f32
  } -> tensor<16xf32>
  %row_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_6 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_15 : tensor<16xf32>) {
  ^bb0(%in_35: f32, %in_36: f32, %out_33: f32):
    %v_82 = arith.constant 1.600000e+01 : f32
    %v_83 = arith.divf %in_36, %v_82 : f32
    %v_84 = arith.subf %in_35, %v_83 : f32
    %v_85 = arith.mulf %v_84, %v_84 : f32
    %v_86 = arith.addf %out_33, %v_85 : f32
    linalg.yield %v_86 : f32
  } -> tensor<16xf32>
  %e_30 = tensor.empty() : tensor<16x16xf32>
  %ln_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_1, %row_6, %row_7, %ln_a1_g, %ln_a1_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_30 : tensor<16x16xf32>) {
  ^bb0(%in_37: f32, %in_38: f32, %in_39: f32, %in_40: f32, %in_41: f32, %out_34: f32):
    %v_87 = arith.constant 1.600000e+01 : f32
    %v_88 = arith.divf %in_38, %v_87 : f32
    %v_89 = arith.constant 1.000000e+00 : f32
    %v_90 = arith.constant 1.600000e+01 : f32
    %v_91 = arith.divf %in_39, %v_90 : f32
    %v_92 = arith.constant 1.00000000000000008e-05 : f32
    %v_93 = arith.addf %v_91, %v_92 : f32
    %v_94 = math.sqrt %v_93 : f32
    %v_95 = arith.divf %v_89, %v_94 : f32
    %v_96 = arith.subf %in_37, %v_88 : f32
    %v_97 = arith.mulf %v_96, %v_95 : f32
    %v_98 = arith.mulf %v_97, %in_40 : f32
    %v_99 = arith.addf %v_98, %in_41 : f32
    linalg.yield %v_99 : f32
  } -> tensor<16x16xf32>
  %e_31 = tensor.empty() : tensor<16x16xf32>
  %fill_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_31 : tensor<16x16xf32>) {
  ^bb0(%out_35: f32):
    %v_100 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_100 : f32
  } -> tensor<16x16xf32>
  %mm_8 = linalg.matmul ins(%ln_2, %wq1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_16 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_4 = tensor.expand_shape %mm_8 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_32 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_4 = linalg.transpose ins(%expanded_4 : tensor<2x8x2x8xf32>) outs(%e_32 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_5 = tensor.collapse_shape %transposed_4 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_33 = tensor.empty() : tensor<16x16xf32>
  %fill_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_33 : tensor<16x16xf32>) {
  ^bb0(%out_36: f32):
    %v_101 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_101 : f32
  } -> tensor<16x16xf32>
  %mm_9 = linalg.matmul ins(%ln_2, %wk1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_17 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_5 = tensor.expand_shape %mm_9 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_34 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_5 = linalg.transpose ins(%expanded_5 : tensor<2x8x2x8xf32>) outs(%e_34 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_6 = tensor.collapse_shape %transposed_5 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_35 = tensor.empty() : tensor<16x16xf32>
  %fill_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_35 : tensor<16x16xf32>) {
  ^bb0(%out_37: f32):
    %v_102 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_102 : f32
  } -> tensor<16x16xf32>
  %mm_10 = linalg.matmul ins(%ln_2, %wv1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_18 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_6 = tensor.expand_shape %mm_10 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_36 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_6 = linalg.transpose ins(%expanded_6 : tensor<2x8x2x8xf32>) outs(%e_36 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_7 = tensor.collapse_shape %transposed_6 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_37 = tensor.empty() : tensor<4x8x8xf32>
  %fill_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_37 : tensor<4x8x8xf32>) {
  ^bb0(%out_38: f32):
    %v_103 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_103 : f32
  } -> tensor<4x8x8xf32>
  %mm_11 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_5, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_19 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_38 = tensor.empty() : tensor<4x8x8xf32>
  %scale_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_11 : tensor<4x8x8xf32>) outs(%e_38 : tensor<4x8x8xf32>) {
  ^bb0(%in_42: f32, %out_39: f32):
    %v_104 = arith.constant 3.53553400000000018e-01 : f32
    %v_105 = arith.mulf %in_42, %v_104 : f32
    linalg.yield %v_105 : f32
  } -> tensor<4x8x8xf32>
  %e_39 = tensor.empty() : tensor<4x8xf32>
  %fill_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_39 : tensor<4x8xf32>) {
  ^bb0(%out_40: f32):
    %v_106 = arith.constant 0xFF800000 : f32
    linalg.yield %v_106 : f32
  } -> tensor<4x8xf32>
  %row_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale_1 : tensor<4x8x8xf32>) outs(%fill_20 : tensor<4x8xf32>) {
  ^bb0(%in_43: f32, %out_41: f32):
    %v_107 = arith.maximumf %out_41, %in_43 : f32
    linalg.yield %v_107 : f32
  } -> tensor<4x8xf32>
  %e_40 = tensor.empty() : tensor<4x8xf32>
  %fill_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_40 : tensor<4x8xf32>) {
  ^bb0(%out_42: f32):
    %v_108 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_108 : f32
  } -> tensor<4x8xf32>
  %row_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale_1, %row_8 : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%fill_21 : tensor<4x8xf32>) {
  ^bb0(%in_44: f32, %in_45: f32, %out_43: f32):
    %v_109 = arith.subf %in_44, %in_45 : f32
    %v_110 = math.exp %v_109 : f32
    %v_111 = arith.addf %out_43, %v_110 : f32
    linalg.yield %v_111 : f32
  } -> tensor<4x8xf32>
  %e_41 = tensor.empty() : tensor<4x8x8xf32>
  %softmax_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scale_1, %row_8, %row_9 : tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e_41 : tensor<4x8x8xf32>) {
  ^bb0(%in_46: f32, %in_47: f32, %in_48: f32, %out_44: f32):
    %v_112 = arith.subf %in_46, %in_47 : f32
    %v_113 = math.exp %v_112 : f32
    %v_114 = arith.divf %v_113, %in_48 : f32
    linalg.yield %v_114 : f32
  } -> tensor<4x8x8xf32>
  %e_42 = tensor.empty() : tensor<4x8x8xf32>
  %fill_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_42 : tensor<4x8x8xf32>) {
  ^bb0(%out_45: f32):
    %v_115 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_115 : f32
  } -> tensor<4x8x8xf32>
  %mm_12 = linalg.batch_matmul ins(%softmax_1, %collapsed_7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_22 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_7 = tensor.expand_shape %mm_12 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_43 = tensor.empty() : tensor<2x8x2x8xf32>
  %transposed_7 = linalg.transpose ins(%expanded_7 : tensor<2x2x8x8xf32>) outs(%e_43 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_8 = tensor.collapse_shape %transposed_7 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_44 = tensor.empty() : tensor<16x16xf32>
  %fill_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_44 : tensor<16x16xf32>) {
  ^bb0(%out_46: f32):
    %v_116 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_116 : f32
  } -> tensor<16x16xf32>
  %mm_13 = linalg.matmul ins(%collapsed_8, %wo1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_23 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_45 = tensor.empty() : tensor<16x16xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_13, %bo1 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_45 : tensor<16x16xf32>) {
  ^bb0(%in_49: f32, %in_50: f32, %out_47: f32):
    %v_117 = arith.addf %in_49, %in_50 : f32
    linalg.yield %v_117 : f32
  } -> tensor<16x16xf32>
  %e_46 = tensor.empty() : tensor<16x16xf32>
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_1, %bias_3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_46 : tensor<16x16xf32>) {
  ^bb0(%in_51: f32, %in_52: f32, %out_48: f32):
    %v_118 = arith.addf %in_51, %in_52 : f32
    linalg.yield %v_118 : f32
  } -> tensor<16x16xf32>
  %e_47 = tensor.empty() : tensor<16xf32>
  %fill_24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_47 : tensor<16xf32>) {
  ^bb0(%out_49: f32):
    %v_119 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_119 : f32
  } -> tensor<16xf32>
  %row_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_24 : tensor<16xf32>) {
  ^bb0(%in_53: f32, %out_50: f32):
    %v_120 = arith.addf %out_50, %in_53 : f32
    linalg.yield %v_120 : f32
  } -> tensor<16xf32>
  %e_48 = tensor.empty() : tensor<16xf32>
  %fill_25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_48 : tensor<16xf32>) {
  ^bb0(%out_51: f32):
    %v_121 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_121 : f32
  } -> tensor<16xf32>
  %row_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2, %row_10 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_25 : tensor<16xf32>) {
  ^bb0(%in_54: f32, %in_55: f32, %out_52: f32):
    %v_122 = arith.constant 1.600000e+01 : f32
    %v_123 = arith.divf %in_55, %v_122 : f32
    %v_124 = arith.subf %in_54, %v_123 : f32
    %v_125 = arith.mulf %v_124, %v_124 : f32
    %v_126 = arith.addf %out_52, %v_125 : f32
    linalg.yield %v_126 : f32
  } -> tensor<16xf32>
  %e_49 = tensor.empty() : tensor<16x16xf32>
  %ln_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_2, %row_10, %row_11, %ln_m1_g, %ln_m1_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_49 : tensor<16x16xf32>) {
  ^bb0(%in_56: f32, %in_57: f32, %in_58: f32, %in_59: f32, %in_60: f32, %out_53: f32):
    %v_127 = arith.constant 1.600000e+01 : f32
    %v_128 = arith.divf %in_57, %v_127 : f32
    %v_129 = arith.constant 1.000000e+00 : f32
    %v_130 = arith.constant 1.600000e+01 : f32
    %v_131 = arith.divf %in_58, %v_130 : f32
    %v_132 = arith.constant 1.00000000000000008e-05 : f32
    %v_133 = arith.addf %v_131, %v_132 : f32
    %v_134 = math.sqrt %v_133 : f32
    %v_135 = arith.divf %v_129, %v_134 : f32
    %v_136 = arith.subf %in_56, %v_128 : f32
    %v_137 = arith.mulf %v_136, %v_135 : f32
    %v_138 = arith.mulf %v_137, %in_59 : f32
    %v_139 = arith.addf %v_138, %in_60 : f32
    linalg.yield %v_139 : f32
  } -> tensor<16x16xf32>
  %e_50 = tensor.empty() : tensor<16x32xf32>
  %fill_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_50 : tensor<16x32xf32>) {
  ^bb0(%out_54: f32):
    %v_140 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_140 : f32
  } -> tensor<16x32xf32>
  %mm_14 = linalg.matmul ins(%ln_3, %w1_1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_26 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_51 = tensor.empty() : tensor<16x32xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_14, %b1_1 : tensor<16x32xf32>, tensor<32xf32>) outs(%e_51 : tensor<16x32xf32>) {
  ^bb0(%in_61: f32, %in_62: f32, %out_55: f32):
    %v_141 = arith.addf %in_61, %in_62 : f32
    linalg.yield %v_141 : f32
  } -> tensor<16x32xf32>
  %e_52 = tensor.empty() : tensor<16x32xf32>
  %gelu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_4 : tensor<16x32xf32>) outs(%e_52 : tensor<16x32xf32>) {
  ^bb0(%in_63: f32, %out_56: f32):
    %v_142 = arith.mulf %in_63, %in_63 : f32
    %v_143 = arith.mulf %v_142, %in_63 : f32
    %v_144 = arith.constant 7.97884560802865406e-01 : f32
    %v_145 = arith.constant 4.47149999999999978e-02 : f32
    %v_146 = arith.mulf %v_145, %v_143 : f32
    %v_147 = arith.addf %in_63, %v_146 : f32
    %v_148 = arith.mulf %v_144, %v_147 : f32
    %v_149 = math.tanh %v_148 : f32
    %v_150 = arith.constant 5.00000000000000000e-01 : f32
    %v_151 = arith.constant 1.000000e+00 : f32
    %v_152 = arith.addf %v_151, %v_149 : f32
    %v_153 = arith.mulf %in_63, %v_152 : f32
    %v_154 = arith.mulf %v_150, %v_153 : f32
    linalg.yield %v_154 : f32
  } -> tensor<16x32xf32>
  %e_53 = tensor.empty() : tensor<16x16xf32>
  %fill_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_53 : tensor<16x16xf32>) {
  ^bb0(%out_57: f32):
    %v_155 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_155 : f32
  } -> tensor<16x16xf32>
  %mm_15 = linalg.matmul ins(%gelu_1, %w2_1 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%fill_27 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_54 = tensor.empty() : tensor<16x16xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_15, %b2_1 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_54 : tensor<16x16xf32>) {
  ^bb0(%in_64: f32, %in_65: f32, %out_58: f32):
    %v_156 = arith.addf %in_64, %in_65 : f32
    linalg.yield %v_156 : f32
  } -> tensor<16x16xf32>
  %e_55 = tensor.empty() : tensor<16x16xf32>
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_2, %bias_5 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_55 : tensor<16x16xf32>) {
  ^bb0(%in_66: f32, %in_67: f32, %out_59: f32):
    %v_157 = arith.addf %in_66, %in_67 : f32
    linalg.yield %v_157 : f32
  } -> tensor<16x16xf32>
  %e_56 = tensor.empty() : tensor<16xf32>
  %fill_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_56 : tensor<16xf32>) {
  ^bb0(%out_60: f32):
    %v_158 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_158 : f32
  } -> tensor<16xf32>
  %row_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3 : tensor<16x16xf32>) outs(%fill_28 : tensor<16xf32>) {
  ^bb0(%in_68: f32, %out_61: f32):
    %v_159 = arith.addf %out_61, %in_68 : f32
    linalg.yield %v_159 : f32
  } -> tensor<16xf32>
  %e_57 = tensor.empty() : tensor<16xf32>
  %fill_29 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_57 : tensor<16xf32>) {
  ^bb0(%out_62: f32):
    %v_160 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_160 : f32
  } -> tensor<16xf32>
  %row_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3, %row_12 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_29 : tensor<16xf32>) {
  ^bb0(%in_69: f32, %in_70: f32, %out_63: f32):
    %v_161 = arith.constant 1.600000e+01 : f32
    %v_162 = arith.divf %in_70, %v_161 : f32
    %v_163 = arith.subf %in_69, %v_162 : f32
    %v_164 = arith.mulf %v_163, %v_163 : f32
    %v_165 = arith.addf %out_63, %v_164 : f32
    linalg.yield %v_165 : f32
  } -> tensor<16xf32>
  %e_58 = tensor.empty() : tensor<16x16xf32>
  %ln_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_3, %row_12, %row_13, %lnf_g, %lnf_b : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_58 : tensor<16x16xf32>) {
  ^bb0(%in_71: f32, %in_72: f32, %in_73: f32, %in_74: f32, %in_75: f32, %out_64: f32):
    %v_166 = arith.constant 1.600000e+01 : f32
    %v_167 = arith.divf %in_72, %v_166 : f32
    %v_168 = arith.constant 1.000000e+00 : f32
    %v_169 = arith.constant 1.600000e+01 : f32
    %v_170 = arith.divf %in_73, %v_169 : f32
    %v_171 = arith.constant 1.00000000000000008e-05 : f32
    %v_172 = arith.addf %v_170, %v_171 : f32
    %v_173 = math.sqrt %v_172 : f32
    %v_174 = arith.divf %v_168, %v_173 : f32
    %v_175 = arith.subf %in_71, %v_167 : f32
    %v_176 = arith.mulf %v_175, %v_174 : f32
    %v_177 = arith.mulf %v_176, %in_74 : f32
    %v_178 = arith.addf %v_177, %in_75 : f32
    linalg.yield %v_178 : f32
  } -> tensor<16x16xf32>
  %expanded_8 = tensor.expand_shape %ln_4 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
  %e_59 = tensor.empty() : tensor<f32>
  %fill_30 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e_59 : tensor<f32>) {
  ^bb0(%out_65: f32):
    %v_179 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_179 : f32
  } -> tensor<f32>
  %mse = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%expanded_8, %target : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill_30 : tensor<f32>) {
  ^bb0(%in_76: f32, %in_77: f32, %out_66: f32):
    %v_180 = arith.subf %in_76, %in_77 : f32
    %v_181 = arith.mulf %v_180, %v_180 : f32
    %v_182 = arith.addf %out_66, %v_181 : f32
    linalg.yield %v_182 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%mse : tensor<f32>) {
  ^bb0(%out_67: f32):
    %v_183 = arith.constant 2.560000e+02 : f32
    %v_184 = arith.divf %out_67, %v_183 : f32
    linalg.yield %v_184 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_60 = tensor.empty() {remat.backward} : tensor<2x8x16xf32>
  %mse_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %target, %one : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<f32>) outs(%e_60 : tensor<2x8x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_78: f32, %in_79: f32, %in_80: f32, %out_68: f32):
    %v_185 = arith.constant 7.81250000000000000e-03 : f32
    %v_186 = arith.subf %in_78, %in_79 : f32
    %v_187 = arith.mulf %v_185, %v_186 : f32
    %v_188 = arith.mulf %in_80, %v_187 : f32
    linalg.yield %v_188 : f32
  } -> tensor<2x8x16xf32>
  %collapsed_9 = tensor.collapse_shape %mse_grad [[0, 1], [2]] {remat.backward} : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e_61 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_61 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_69: f32):
    %v_189 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_189 : f32
  } -> tensor<16xf32>
  %row_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3 : tensor<16x16xf32>) outs(%fill_31 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_81: f32, %out_70: f32):
    %v_190 = arith.addf %out_70, %in_81 : f32
    linalg.yield %v_190 : f32
  } -> tensor<16xf32>
  %e_62 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_62 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_71: f32):
    %v_191 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_191 : f32
  } -> tensor<16xf32>
  %row_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3, %row_14 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_32 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_82: f32, %in_83: f32, %out_72: f32):
    %v_192 = arith.constant 1.600000e+01 : f32
    %v_193 = arith.divf %in_83, %v_192 : f32
    %v_194 = arith.subf %in_82, %v_193 : f32
    %v_195 = arith.mulf %v_194, %v_194 : f32
    %v_196 = arith.addf %out_72, %v_195 : f32
    linalg.yield %v_196 : f32
  } -> tensor<16xf32>
  %e_63 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_63 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_73: f32):
    %v_197 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_197 : f32
  } -> tensor<16xf32>
  %row_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %lnf_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_33 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_84: f32, %in_85: f32, %out_74: f32):
    %v_198 = arith.mulf %in_84, %in_85 : f32
    %v_199 = arith.addf %out_74, %v_198 : f32
    linalg.yield %v_199 : f32
  } -> tensor<16xf32>
  %e_64 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_64 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_75: f32):
    %v_200 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_200 : f32
  } -> tensor<16xf32>
  %row_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_34 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_86: f32, %in_87: f32, %in_88: f32, %in_89: f32, %in_90: f32, %out_76: f32):
    %v_201 = arith.mulf %in_86, %in_90 : f32
    %v_202 = arith.constant 1.600000e+01 : f32
    %v_203 = arith.divf %in_88, %v_202 : f32
    %v_204 = arith.constant 1.000000e+00 : f32
    %v_205 = arith.constant 1.600000e+01 : f32
    %v_206 = arith.divf %in_89, %v_205 : f32
    %v_207 = arith.constant 1.00000000000000008e-05 : f32
    %v_208 = arith.addf %v_206, %v_207 : f32
    %v_209 = math.sqrt %v_208 : f32
    %v_210 = arith.divf %v_204, %v_209 : f32
    %v_211 = arith.subf %in_87, %v_203 : f32
    %v_212 = arith.mulf %v_211, %v_210 : f32
    %v_213 = arith.mulf %v_201, %v_212 : f32
    %v_214 = arith.addf %out_76, %v_213 : f32
    linalg.yield %v_214 : f32
  } -> tensor<16xf32>
  %e_65 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %row_16, %row_17, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_65 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_91: f32, %in_92: f32, %in_93: f32, %in_94: f32, %in_95: f32, %in_96: f32, %in_97: f32, %out_77: f32):
    %v_215 = arith.constant 1.600000e+01 : f32
    %v_216 = arith.divf %in_93, %v_215 : f32
    %v_217 = arith.constant 1.000000e+00 : f32
    %v_218 = arith.constant 1.600000e+01 : f32
    %v_219 = arith.divf %in_94, %v_218 : f32
    %v_220 = arith.constant 1.00000000000000008e-05 : f32
    %v_221 = arith.addf %v_219, %v_220 : f32
    %v_222 = math.sqrt %v_221 : f32
    %v_223 = arith.divf %v_217, %v_222 : f32
    %v_224 = arith.subf %in_92, %v_216 : f32
    %v_225 = arith.mulf %v_224, %v_223 : f32
    %v_226 = arith.mulf %in_91, %in_97 : f32
    %v_227 = arith.constant 1.600000e+01 : f32
    %v_228 = arith.divf %in_95, %v_227 : f32
    %v_229 = arith.subf %v_226, %v_228 : f32
    %v_230 = arith.constant 1.600000e+01 : f32
    %v_231 = arith.divf %in_96, %v_230 : f32
    %v_232 = arith.mulf %v_225, %v_231 : f32
    %v_233 = arith.subf %v_229, %v_232 : f32
    %v_234 = arith.mulf %v_223, %v_233 : f32
    linalg.yield %v_234 : f32
  } -> tensor<16x16xf32>
  %e_66 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_66 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_78: f32):
    %v_235 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_235 : f32
  } -> tensor<16xf32>
  %ln_dg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_35 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_98: f32, %in_99: f32, %in_100: f32, %in_101: f32, %out_79: f32):
    %v_236 = arith.constant 1.600000e+01 : f32
    %v_237 = arith.divf %in_100, %v_236 : f32
    %v_238 = arith.constant 1.000000e+00 : f32
    %v_239 = arith.constant 1.600000e+01 : f32
    %v_240 = arith.divf %in_101, %v_239 : f32
    %v_241 = arith.constant 1.00000000000000008e-05 : f32
    %v_242 = arith.addf %v_240, %v_241 : f32
    %v_243 = math.sqrt %v_242 : f32
    %v_244 = arith.divf %v_238, %v_243 : f32
    %v_245 = arith.subf %in_99, %v_237 : f32
    %v_246 = arith.mulf %v_245, %v_244 : f32
    %v_247 = arith.mulf %in_98, %v_246 : f32
    %v_248 = arith.addf %out_79, %v_247 : f32
    linalg.yield %v_248 : f32
  } -> tensor<16xf32>
  %e_67 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_67 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_80: f32):
    %v_249 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_249 : f32
  } -> tensor<16xf32>
  %ln_db = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9 : tensor<16x16xf32>) outs(%fill_36 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_102: f32, %out_81: f32):
    %v_250 = arith.addf %out_81, %in_102 : f32
    linalg.yield %v_250 : f32
  } -> tensor<16xf32>
  %e_68 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_68 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_82: f32):
    %v_251 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_251 : f32
  } -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%ln_dx : tensor<16x16xf32>) outs(%fill_37 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_103: f32, %out_83: f32):
    %v_252 = arith.addf %out_83, %in_103 : f32
    linalg.yield %v_252 : f32
  } -> tensor<16xf32>
  %e_69 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_69 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_84: f32):
    %v_253 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_253 : f32
  } -> tensor<16x32xf32>
  %mm_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_dx, %w2_1 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_38 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_70 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_70 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_85: f32):
    %v_254 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_254 : f32
  } -> tensor<32x16xf32>
  %mm_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_1, %ln_dx : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_39 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_71 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_16, %bias_4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_71 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_104: f32, %in_105: f32, %out_86: f32):
    %v_255 = arith.mulf %in_105, %in_105 : f32
    %v_256 = arith.mulf %v_255, %in_105 : f32
    %v_257 = arith.constant 7.97884560802865406e-01 : f32
    %v_258 = arith.constant 4.47149999999999978e-02 : f32
    %v_259 = arith.mulf %v_258, %v_256 : f32
    %v_260 = arith.addf %in_105, %v_259 : f32
    %v_261 = arith.mulf %v_257, %v_260 : f32
    %v_262 = math.tanh %v_261 : f32
    %v_263 = arith.constant 7.97884560802865406e-01 : f32
    %v_264 = arith.constant 1.000000e+00 : f32
    %v_265 = arith.constant 1.34144999999999986e-01 : f32
    %v_266 = arith.mulf %in_105, %in_105 : f32
    %v_267 = arith.mulf %v_265, %v_266 : f32
    %v_268 = arith.addf %v_264, %v_267 : f32
    %v_269 = arith.mulf %v_263, %v_268 : f32
    %v_270 = arith.constant 5.00000000000000000e-01 : f32
    %v_271 = arith.constant 1.000000e+00 : f32
    %v_272 = arith.addf %v_271, %v_262 : f32
    %v_273 = arith.mulf %v_270, %v_272 : f32
    %v_274 = arith.constant 5.00000000000000000e-01 : f32
    %v_275 = arith.mulf %v_274, %in_105 : f32
    %v_276 = arith.constant 1.000000e+00 : f32
    %v_277 = arith.mulf %v_262, %v_262 : f32
    %v_278 = arith.subf %v_276, %v_277 : f32
    %v_279 = arith.mulf %v_278, %v_269 : f32
    %v_280 = arith.mulf %v_275, %v_279 : f32
    %v_281 = arith.addf %v_273, %v_280 : f32
    %v_282 = arith.mulf %in_104, %v_281 : f32
    linalg.yield %v_282 : f32
  } -> tensor<16x32xf32>
  %e_72 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_72 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_87: f32):
    %v_283 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_283 : f32
  } -> tensor<32xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad : tensor<16x32xf32>) outs(%fill_40 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_106: f32, %out_88: f32):
    %v_284 = arith.addf %out_88, %in_106 : f32
    linalg.yield %v_284 : f32
  } -> tensor<32xf32>
  %e_73 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_73 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_89: f32):
    %v_285 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_285 : f32
  } -> tensor<16x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad, %w1_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_41 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_74 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_74 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_90: f32):
    %v_286 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_286 : f32
  } -> tensor<16x32xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_3, %gelu_grad : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_42 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_75 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_75 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_91: f32):
    %v_287 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_287 : f32
  } -> tensor<16xf32>
  %row_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_43 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_107: f32, %out_92: f32):
    %v_288 = arith.addf %out_92, %in_107 : f32
    linalg.yield %v_288 : f32
  } -> tensor<16xf32>
  %e_76 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_76 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_93: f32):
    %v_289 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_289 : f32
  } -> tensor<16xf32>
  %row_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2, %row_18 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_44 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_108: f32, %in_109: f32, %out_94: f32):
    %v_290 = arith.constant 1.600000e+01 : f32
    %v_291 = arith.divf %in_109, %v_290 : f32
    %v_292 = arith.subf %in_108, %v_291 : f32
    %v_293 = arith.mulf %v_292, %v_292 : f32
    %v_294 = arith.addf %out_94, %v_293 : f32
    linalg.yield %v_294 : f32
  } -> tensor<16xf32>
  %e_77 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_77 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_95: f32):
    %v_295 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_295 : f32
  } -> tensor<16xf32>
  %row_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %ln_m1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_45 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_110: f32, %in_111: f32, %out_96: f32):
    %v_296 = arith.mulf %in_110, %in_111 : f32
    %v_297 = arith.addf %out_96, %v_296 : f32
    linalg.yield %v_297 : f32
  } -> tensor<16xf32>
  %e_78 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_78 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_97: f32):
    %v_298 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_298 : f32
  } -> tensor<16xf32>
  %row_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %add_2, %row_18, %row_19, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_46 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_112: f32, %in_113: f32, %in_114: f32, %in_115: f32, %in_116: f32, %out_98: f32):
    %v_299 = arith.mulf %in_112, %in_116 : f32
    %v_300 = arith.constant 1.600000e+01 : f32
    %v_301 = arith.divf %in_114, %v_300 : f32
    %v_302 = arith.constant 1.000000e+00 : f32
    %v_303 = arith.constant 1.600000e+01 : f32
    %v_304 = arith.divf %in_115, %v_303 : f32
    %v_305 = arith.constant 1.00000000000000008e-05 : f32
    %v_306 = arith.addf %v_304, %v_305 : f32
    %v_307 = math.sqrt %v_306 : f32
    %v_308 = arith.divf %v_302, %v_307 : f32
    %v_309 = arith.subf %in_113, %v_301 : f32
    %v_310 = arith.mulf %v_309, %v_308 : f32
    %v_311 = arith.mulf %v_299, %v_310 : f32
    %v_312 = arith.addf %out_98, %v_311 : f32
    linalg.yield %v_312 : f32
  } -> tensor<16xf32>
  %e_79 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19, %row_20, %row_21, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_79 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_117: f32, %in_118: f32, %in_119: f32, %in_120: f32, %in_121: f32, %in_122: f32, %in_123: f32, %out_99: f32):
    %v_313 = arith.constant 1.600000e+01 : f32
    %v_314 = arith.divf %in_119, %v_313 : f32
    %v_315 = arith.constant 1.000000e+00 : f32
    %v_316 = arith.constant 1.600000e+01 : f32
    %v_317 = arith.divf %in_120, %v_316 : f32
    %v_318 = arith.constant 1.00000000000000008e-05 : f32
    %v_319 = arith.addf %v_317, %v_318 : f32
    %v_320 = math.sqrt %v_319 : f32
    %v_321 = arith.divf %v_315, %v_320 : f32
    %v_322 = arith.subf %in_118, %v_314 : f32
    %v_323 = arith.mulf %v_322, %v_321 : f32
    %v_324 = arith.mulf %in_117, %in_123 : f32
    %v_325 = arith.constant 1.600000e+01 : f32
    %v_326 = arith.divf %in_121, %v_325 : f32
    %v_327 = arith.subf %v_324, %v_326 : f32
    %v_328 = arith.constant 1.600000e+01 : f32
    %v_329 = arith.divf %in_122, %v_328 : f32
    %v_330 = arith.mulf %v_323, %v_329 : f32
    %v_331 = arith.subf %v_327, %v_330 : f32
    %v_332 = arith.mulf %v_321, %v_331 : f32
    linalg.yield %v_332 : f32
  } -> tensor<16x16xf32>
  %e_80 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_47 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_80 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_100: f32):
    %v_333 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_333 : f32
  } -> tensor<16xf32>
  %ln_dg_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_47 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_124: f32, %in_125: f32, %in_126: f32, %in_127: f32, %out_101: f32):
    %v_334 = arith.constant 1.600000e+01 : f32
    %v_335 = arith.divf %in_126, %v_334 : f32
    %v_336 = arith.constant 1.000000e+00 : f32
    %v_337 = arith.constant 1.600000e+01 : f32
    %v_338 = arith.divf %in_127, %v_337 : f32
    %v_339 = arith.constant 1.00000000000000008e-05 : f32
    %v_340 = arith.addf %v_338, %v_339 : f32
    %v_341 = math.sqrt %v_340 : f32
    %v_342 = arith.divf %v_336, %v_341 : f32
    %v_343 = arith.subf %in_125, %v_335 : f32
    %v_344 = arith.mulf %v_343, %v_342 : f32
    %v_345 = arith.mulf %in_124, %v_344 : f32
    %v_346 = arith.addf %out_101, %v_345 : f32
    linalg.yield %v_346 : f32
  } -> tensor<16xf32>
  %e_81 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_81 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_102: f32):
    %v_347 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_347 : f32
  } -> tensor<16xf32>
  %ln_db_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18 : tensor<16x16xf32>) outs(%fill_48 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_128: f32, %out_103: f32):
    %v_348 = arith.addf %out_103, %in_128 : f32
    linalg.yield %v_348 : f32
  } -> tensor<16xf32>
  %e_82 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ln_dx, %ln_dx_1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_82 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_129: f32, %in_130: f32, %out_104: f32):
    %v_349 = arith.addf %in_129, %in_130 : f32
    linalg.yield %v_349 : f32
  } -> tensor<16x16xf32>
  %e_83 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_83 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_105: f32):
    %v_350 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_350 : f32
  } -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_4 : tensor<16x16xf32>) outs(%fill_49 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_131: f32, %out_106: f32):
    %v_351 = arith.addf %out_106, %in_131 : f32
    linalg.yield %v_351 : f32
  } -> tensor<16xf32>
  %e_84 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_84 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_107: f32):
    %v_352 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_352 : f32
  } -> tensor<16x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_4, %wo1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_50 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_85 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_85 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_108: f32):
    %v_353 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_353 : f32
  } -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_8, %add_4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_51 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_9 = tensor.expand_shape %mm_20 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_86 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_8 = linalg.transpose ins(%expanded_9 : tensor<2x8x2x8xf32>) outs(%e_86 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_10 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_87 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_87 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_109: f32):
    %v_354 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_354 : f32
  } -> tensor<4x8x8xf32>
  %mm_22 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_10, %collapsed_7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_88 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_88 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_110: f32):
    %v_355 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_355 : f32
  } -> tensor<4x8x8xf32>
  %mm_23 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax_1, %collapsed_10 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_89 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_89 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_111: f32):
    %v_356 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_356 : f32
  } -> tensor<4x8xf32>
  %row_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_22, %softmax_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_54 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_132: f32, %in_133: f32, %out_112: f32):
    %v_357 = arith.mulf %in_132, %in_133 : f32
    %v_358 = arith.addf %out_112, %v_357 : f32
    linalg.yield %v_358 : f32
  } -> tensor<4x8xf32>
  %e_90 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_22, %softmax_1, %row_22 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_90 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_134: f32, %in_135: f32, %in_136: f32, %out_113: f32):
    %v_359 = arith.subf %in_134, %in_136 : f32
    %v_360 = arith.mulf %in_135, %v_359 : f32
    linalg.yield %v_360 : f32
  } -> tensor<4x8x8xf32>
  %e_91 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad : tensor<4x8x8xf32>) outs(%e_91 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_137: f32, %out_114: f32):
    %v_361 = arith.constant 3.53553400000000018e-01 : f32
    %v_362 = arith.mulf %in_137, %v_361 : f32
    linalg.yield %v_362 : f32
  } -> tensor<4x8x8xf32>
  %e_92 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_92 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_115: f32):
    %v_363 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_363 : f32
  } -> tensor<4x8x8xf32>
  %mm_24 = linalg.batch_matmul {remat.backward} ins(%scale_2, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_55 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_93 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_93 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_116: f32):
    %v_364 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_364 : f32
  } -> tensor<4x8x8xf32>
  %mm_25 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_2, %collapsed_5 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_10 = tensor.expand_shape %mm_23 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_94 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_9 = linalg.transpose ins(%expanded_10 : tensor<2x2x8x8xf32>) outs(%e_94 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_11 = tensor.collapse_shape %transposed_9 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_95 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_57 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_95 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_117: f32):
    %v_365 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_365 : f32
  } -> tensor<16x16xf32>
  %mm_26 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_11, %wv1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_57 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_96 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_58 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_96 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_118: f32):
    %v_366 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_366 : f32
  } -> tensor<16x16xf32>
  %mm_27 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_11 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_58 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_11 = tensor.expand_shape %mm_25 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_97 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_10 = linalg.transpose ins(%expanded_11 : tensor<2x2x8x8xf32>) outs(%e_97 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_12 = tensor.collapse_shape %transposed_10 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_98 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_98 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_119: f32):
    %v_367 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_367 : f32
  } -> tensor<16x16xf32>
  %mm_28 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_12, %wk1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_59 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_99 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_99 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_120: f32):
    %v_368 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_368 : f32
  } -> tensor<16x16xf32>
  %mm_29 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_12 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_60 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_100 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_26, %mm_28 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_100 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_138: f32, %in_139: f32, %out_121: f32):
    %v_369 = arith.addf %in_138, %in_139 : f32
    linalg.yield %v_369 : f32
  } -> tensor<16x16xf32>
  %expanded_12 = tensor.expand_shape %mm_24 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_101 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_11 = linalg.transpose ins(%expanded_12 : tensor<2x2x8x8xf32>) outs(%e_101 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_13 = tensor.collapse_shape %transposed_11 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_102 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_61 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_102 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_122: f32):
    %v_370 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_370 : f32
  } -> tensor<16x16xf32>
  %mm_30 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_13, %wq1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_61 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_103 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_103 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_123: f32):
    %v_371 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_371 : f32
  } -> tensor<16x16xf32>
  %mm_31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_13 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_62 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_104 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_5, %mm_30 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_104 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_140: f32, %in_141: f32, %out_124: f32):
    %v_372 = arith.addf %in_140, %in_141 : f32
    linalg.yield %v_372 : f32
  } -> tensor<16x16xf32>
  %e_105 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_105 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_125: f32):
    %v_373 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_373 : f32
  } -> tensor<16xf32>
  %row_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_63 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_142: f32, %out_126: f32):
    %v_374 = arith.addf %out_126, %in_142 : f32
    linalg.yield %v_374 : f32
  } -> tensor<16xf32>
  %e_106 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_64 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_106 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_127: f32):
    %v_375 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_375 : f32
  } -> tensor<16xf32>
  %row_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_23 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_64 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_143: f32, %in_144: f32, %out_128: f32):
    %v_376 = arith.constant 1.600000e+01 : f32
    %v_377 = arith.divf %in_144, %v_376 : f32
    %v_378 = arith.subf %in_143, %v_377 : f32
    %v_379 = arith.mulf %v_378, %v_378 : f32
    %v_380 = arith.addf %out_128, %v_379 : f32
    linalg.yield %v_380 : f32
  } -> tensor<16xf32>
  %e_107 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_65 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_107 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_129: f32):
    %v_381 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_381 : f32
  } -> tensor<16xf32>
  %row_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %ln_a1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_65 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_145: f32, %in_146: f32, %out_130: f32):
    %v_382 = arith.mulf %in_145, %in_146 : f32
    %v_383 = arith.addf %out_130, %v_382 : f32
    linalg.yield %v_383 : f32
  } -> tensor<16xf32>
  %e_108 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_66 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_108 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_131: f32):
    %v_384 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_384 : f32
  } -> tensor<16xf32>
  %row_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %add_1, %row_23, %row_24, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_66 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_147: f32, %in_148: f32, %in_149: f32, %in_150: f32, %in_151: f32, %out_132: f32):
    %v_385 = arith.mulf %in_147, %in_151 : f32
    %v_386 = arith.constant 1.600000e+01 : f32
    %v_387 = arith.divf %in_149, %v_386 : f32
    %v_388 = arith.constant 1.000000e+00 : f32
    %v_389 = arith.constant 1.600000e+01 : f32
    %v_390 = arith.divf %in_150, %v_389 : f32
    %v_391 = arith.constant 1.00000000000000008e-05 : f32
    %v_392 = arith.addf %v_390, %v_391 : f32
    %v_393 = math.sqrt %v_392 : f32
    %v_394 = arith.divf %v_388, %v_393 : f32
    %v_395 = arith.subf %in_148, %v_387 : f32
    %v_396 = arith.mulf %v_395, %v_394 : f32
    %v_397 = arith.mulf %v_385, %v_396 : f32
    %v_398 = arith.addf %out_132, %v_397 : f32
    linalg.yield %v_398 : f32
  } -> tensor<16xf32>
  %e_109 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24, %row_25, %row_26, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_109 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_152: f32, %in_153: f32, %in_154: f32, %in_155: f32, %in_156: f32, %in_157: f32, %in_158: f32, %out_133: f32):
    %v_399 = arith.constant 1.600000e+01 : f32
    %v_400 = arith.divf %in_154, %v_399 : f32
    %v_401 = arith.constant 1.000000e+00 : f32
    %v_402 = arith.constant 1.600000e+01 : f32
    %v_403 = arith.divf %in_155, %v_402 : f32
    %v_404 = arith.constant 1.00000000000000008e-05 : f32
    %v_405 = arith.addf %v_403, %v_404 : f32
    %v_406 = math.sqrt %v_405 : f32
    %v_407 = arith.divf %v_401, %v_406 : f32
    %v_408 = arith.subf %in_153, %v_400 : f32
    %v_409 = arith.mulf %v_408, %v_407 : f32
    %v_410 = arith.mulf %in_152, %in_158 : f32
    %v_411 = arith.constant 1.600000e+01 : f32
    %v_412 = arith.divf %in_156, %v_411 : f32
    %v_413 = arith.subf %v_410, %v_412 : f32
    %v_414 = arith.constant 1.600000e+01 : f32
    %v_415 = arith.divf %in_157, %v_414 : f32
    %v_416 = arith.mulf %v_409, %v_415 : f32
    %v_417 = arith.subf %v_413, %v_416 : f32
    %v_418 = arith.mulf %v_407, %v_417 : f32
    linalg.yield %v_418 : f32
  } -> tensor<16x16xf32>
  %e_110 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_67 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_110 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_134: f32):
    %v_419 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_419 : f32
  } -> tensor<16xf32>
  %ln_dg_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_67 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_159: f32, %in_160: f32, %in_161: f32, %in_162: f32, %out_135: f32):
    %v_420 = arith.constant 1.600000e+01 : f32
    %v_421 = arith.divf %in_161, %v_420 : f32
    %v_422 = arith.constant 1.000000e+00 : f32
    %v_423 = arith.constant 1.600000e+01 : f32
    %v_424 = arith.divf %in_162, %v_423 : f32
    %v_425 = arith.constant 1.00000000000000008e-05 : f32
    %v_426 = arith.addf %v_424, %v_425 : f32
    %v_427 = math.sqrt %v_426 : f32
    %v_428 = arith.divf %v_422, %v_427 : f32
    %v_429 = arith.subf %in_160, %v_421 : f32
    %v_430 = arith.mulf %v_429, %v_428 : f32
    %v_431 = arith.mulf %in_159, %v_430 : f32
    %v_432 = arith.addf %out_135, %v_431 : f32
    linalg.yield %v_432 : f32
  } -> tensor<16xf32>
  %e_111 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_68 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_111 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_136: f32):
    %v_433 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_433 : f32
  } -> tensor<16xf32>
  %ln_db_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6 : tensor<16x16xf32>) outs(%fill_68 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_163: f32, %out_137: f32):
    %v_434 = arith.addf %out_137, %in_163 : f32
    linalg.yield %v_434 : f32
  } -> tensor<16xf32>
  %e_112 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_4, %ln_dx_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_112 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_164: f32, %in_165: f32, %out_138: f32):
    %v_435 = arith.addf %in_164, %in_165 : f32
    linalg.yield %v_435 : f32
  } -> tensor<16x16xf32>
  %e_113 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_69 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_113 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_139: f32):
    %v_436 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_436 : f32
  } -> tensor<16xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_7 : tensor<16x16xf32>) outs(%fill_69 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_166: f32, %out_140: f32):
    %v_437 = arith.addf %out_140, %in_166 : f32
    linalg.yield %v_437 : f32
  } -> tensor<16xf32>
  %e_114 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_70 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_114 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_141: f32):
    %v_438 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_438 : f32
  } -> tensor<16x32xf32>
  %mm_32 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_7, %w2_0 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_70 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_115 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_115 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_142: f32):
    %v_439 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_439 : f32
  } -> tensor<32x16xf32>
  %mm_33 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu, %add_7 : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_71 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_116 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_32, %bias_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_116 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_167: f32, %in_168: f32, %out_143: f32):
    %v_440 = arith.mulf %in_168, %in_168 : f32
    %v_441 = arith.mulf %v_440, %in_168 : f32
    %v_442 = arith.constant 7.97884560802865406e-01 : f32
    %v_443 = arith.constant 4.47149999999999978e-02 : f32
    %v_444 = arith.mulf %v_443, %v_441 : f32
    %v_445 = arith.addf %in_168, %v_444 : f32
    %v_446 = arith.mulf %v_442, %v_445 : f32
    %v_447 = math.tanh %v_446 : f32
    %v_448 = arith.constant 7.97884560802865406e-01 : f32
    %v_449 = arith.constant 1.000000e+00 : f32
    %v_450 = arith.constant 1.34144999999999986e-01 : f32
    %v_451 = arith.mulf %in_168, %in_168 : f32
    %v_452 = arith.mulf %v_450, %v_451 : f32
    %v_453 = arith.addf %v_449, %v_452 : f32
    %v_454 = arith.mulf %v_448, %v_453 : f32
    %v_455 = arith.constant 5.00000000000000000e-01 : f32
    %v_456 = arith.constant 1.000000e+00 : f32
    %v_457 = arith.addf %v_456, %v_447 : f32
    %v_458 = arith.mulf %v_455, %v_457 : f32
    %v_459 = arith.constant 5.00000000000000000e-01 : f32
    %v_460 = arith.mulf %v_459, %in_168 : f32
    %v_461 = arith.constant 1.000000e+00 : f32
    %v_462 = arith.mulf %v_447, %v_447 : f32
    %v_463 = arith.subf %v_461, %v_462 : f32
    %v_464 = arith.mulf %v_463, %v_454 : f32
    %v_465 = arith.mulf %v_460, %v_464 : f32
    %v_466 = arith.addf %v_458, %v_465 : f32
    %v_467 = arith.mulf %in_167, %v_466 : f32
    linalg.yield %v_467 : f32
  } -> tensor<16x32xf32>
  %e_117 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_72 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_117 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_144: f32):
    %v_468 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_468 : f32
  } -> tensor<32xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad_1 : tensor<16x32xf32>) outs(%fill_72 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_169: f32, %out_145: f32):
    %v_469 = arith.addf %out_145, %in_169 : f32
    linalg.yield %v_469 : f32
  } -> tensor<32xf32>
  %e_118 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_118 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_146: f32):
    %v_470 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_470 : f32
  } -> tensor<16x16xf32>
  %mm_34 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad_1, %w1_0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_73 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_119 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_119 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_147: f32):
    %v_471 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_471 : f32
  } -> tensor<16x32xf32>
  %mm_35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_1, %gelu_grad_1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_74 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_120 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_120 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_148: f32):
    %v_472 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_472 : f32
  } -> tensor<16xf32>
  %row_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_75 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_170: f32, %out_149: f32):
    %v_473 = arith.addf %out_149, %in_170 : f32
    linalg.yield %v_473 : f32
  } -> tensor<16xf32>
  %e_121 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_76 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_121 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_150: f32):
    %v_474 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_474 : f32
  } -> tensor<16xf32>
  %row_28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_27 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_76 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_171: f32, %in_172: f32, %out_151: f32):
    %v_475 = arith.constant 1.600000e+01 : f32
    %v_476 = arith.divf %in_172, %v_475 : f32
    %v_477 = arith.subf %in_171, %v_476 : f32
    %v_478 = arith.mulf %v_477, %v_477 : f32
    %v_479 = arith.addf %out_151, %v_478 : f32
    linalg.yield %v_479 : f32
  } -> tensor<16xf32>
  %e_122 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_77 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_122 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_152: f32):
    %v_480 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_480 : f32
  } -> tensor<16xf32>
  %row_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %ln_m0_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_77 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_173: f32, %in_174: f32, %out_153: f32):
    %v_481 = arith.mulf %in_173, %in_174 : f32
    %v_482 = arith.addf %out_153, %v_481 : f32
    linalg.yield %v_482 : f32
  } -> tensor<16xf32>
  %e_123 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_78 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_123 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_154: f32):
    %v_483 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_483 : f32
  } -> tensor<16xf32>
  %row_30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %add, %row_27, %row_28, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_78 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_175: f32, %in_176: f32, %in_177: f32, %in_178: f32, %in_179: f32, %out_155: f32):
    %v_484 = arith.mulf %in_175, %in_179 : f32
    %v_485 = arith.constant 1.600000e+01 : f32
    %v_486 = arith.divf %in_177, %v_485 : f32
    %v_487 = arith.constant 1.000000e+00 : f32
    %v_488 = arith.constant 1.600000e+01 : f32
    %v_489 = arith.divf %in_178, %v_488 : f32
    %v_490 = arith.constant 1.00000000000000008e-05 : f32
    %v_491 = arith.addf %v_489, %v_490 : f32
    %v_492 = math.sqrt %v_491 : f32
    %v_493 = arith.divf %v_487, %v_492 : f32
    %v_494 = arith.subf %in_176, %v_486 : f32
    %v_495 = arith.mulf %v_494, %v_493 : f32
    %v_496 = arith.mulf %v_484, %v_495 : f32
    %v_497 = arith.addf %out_155, %v_496 : f32
    linalg.yield %v_497 : f32
  } -> tensor<16xf32>
  %e_124 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_34, %add, %row_27, %row_28, %row_29, %row_30, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e_124 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_180: f32, %in_181: f32, %in_182: f32, %in_183: f32, %in_184: f32, %in_185: f32, %in_186: f32, %out_156: f32):
    %v_498 = arith.constant 1.600000e+01 : f32
    %v_499 = arith.divf %in_182, %v_498 : f32
    %v_500 = arith.constant 1.000000e+00 : f32
    %v_501 = arith.constant 1.600000e+01 : f32
    %v_502 = arith.divf %in_183, %v_501 : f32
    %v_503 = arith.constant 1.00000000000000008e-05 : f32
    %v_504 = arith.addf %v_502, %v_503 : f32
    %v_505 = math.sqrt %v_504 : f32
    %v_506 = arith.divf %v_500, %v_505 : f32
    %v_507 = arith.subf %in_181, %v_499 : f32
    %v_508 = arith.mulf %v_507, %v_506 : f32
    %v_509 = arith.mulf %in_180, %in_186 : f32
    %v_510 = arith.constant 1.600000e+01 : f32
    %v_511 = arith.divf %in_184, %v_510 : f32
    %v_512 = arith.subf %v_509, %v_511 : f32
    %v_513 = arith.constant 1.600000e+01 : f32
    %v_514 = arith.divf %in_185, %v_513 : f32
    %v_515 = arith.mulf %v_508, %v_514 : f32
    %v_516 = arith.subf %v_512, %v_515 : f32
    %v_517 = arith.mulf %v_506, %v_516 : f32
    linalg.yield %v_517 : f32
  } -> tensor<16x16xf32>
  %e_125 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_79 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_125 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_157: f32):
    %v_518 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_518 : f32
  } -> tensor<16xf32>
  %ln_dg_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34, %add, %row_27, %row_28 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_79 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_187: f32, %in_188: f32, %in_189: f32, %in_190: f32, %out_158: f32):
    %v_519 = arith.constant 1.600000e+01 : f32
    %v_520 = arith.divf %in_189, %v_519 : f32
    %v_521 = arith.constant 1.000000e+00 : f32
    %v_522 = arith.constant 1.600000e+01 : f32
    %v_523 = arith.divf %in_190, %v_522 : f32
    %v_524 = arith.constant 1.00000000000000008e-05 : f32
    %v_525 = arith.addf %v_523, %v_524 : f32
    %v_526 = math.sqrt %v_525 : f32
    %v_527 = arith.divf %v_521, %v_526 : f32
    %v_528 = arith.subf %in_188, %v_520 : f32
    %v_529 = arith.mulf %v_528, %v_527 : f32
    %v_530 = arith.mulf %in_187, %v_529 : f32
    %v_531 = arith.addf %out_158, %v_530 : f32
    linalg.yield %v_531 : f32
  } -> tensor<16xf32>
  %e_126 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_80 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_126 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_159: f32):
    %v_532 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_532 : f32
  } -> tensor<16xf32>
  %ln_db_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34 : tensor<16x16xf32>) outs(%fill_80 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_191: f32, %out_160: f32):
    %v_533 = arith.addf %out_160, %in_191 : f32
    linalg.yield %v_533 : f32
  } -> tensor<16xf32>
  %e_127 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_7, %ln_dx_3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_127 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_192: f32, %in_193: f32, %out_161: f32):
    %v_534 = arith.addf %in_192, %in_193 : f32
    linalg.yield %v_534 : f32
  } -> tensor<16x16xf32>
  %e_128 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_81 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_128 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_162: f32):
    %v_535 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_535 : f32
  } -> tensor<16xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_8 : tensor<16x16xf32>) outs(%fill_81 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_194: f32, %out_163: f32):
    %v_536 = arith.addf %out_163, %in_194 : f32
    linalg.yield %v_536 : f32
  } -> tensor<16xf32>
  %e_129 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_82 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_129 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_164: f32):
    %v_537 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_537 : f32
  } -> tensor<16x16xf32>
  %mm_36 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_8, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_82 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_130 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_83 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_130 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_165: f32):
    %v_538 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_538 : f32
  } -> tensor<16x16xf32>
  %mm_37 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_4, %add_8 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_83 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_13 = tensor.expand_shape %mm_36 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_131 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_12 = linalg.transpose ins(%expanded_13 : tensor<2x8x2x8xf32>) outs(%e_131 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_14 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_132 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_132 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_166: f32):
    %v_539 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_539 : f32
  } -> tensor<4x8x8xf32>
  %mm_38 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_14, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_84 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_133 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_133 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_167: f32):
    %v_540 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_540 : f32
  } -> tensor<4x8x8xf32>
  %mm_39 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax, %collapsed_14 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_85 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_134 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_86 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_134 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_168: f32):
    %v_541 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_541 : f32
  } -> tensor<4x8xf32>
  %row_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_38, %softmax : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_86 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_195: f32, %in_196: f32, %out_169: f32):
    %v_542 = arith.mulf %in_195, %in_196 : f32
    %v_543 = arith.addf %out_169, %v_542 : f32
    linalg.yield %v_543 : f32
  } -> tensor<4x8xf32>
  %e_135 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_38, %softmax, %row_31 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_135 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_197: f32, %in_198: f32, %in_199: f32, %out_170: f32):
    %v_544 = arith.subf %in_197, %in_199 : f32
    %v_545 = arith.mulf %in_198, %v_544 : f32
    linalg.yield %v_545 : f32
  } -> tensor<4x8x8xf32>
  %e_136 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad_1 : tensor<4x8x8xf32>) outs(%e_136 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_200: f32, %out_171: f32):
    %v_546 = arith.constant 3.53553400000000018e-01 : f32
    %v_547 = arith.mulf %in_200, %v_546 : f32
    linalg.yield %v_547 : f32
  } -> tensor<4x8x8xf32>
  %e_137 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_137 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_172: f32):
    %v_548 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_548 : f32
  } -> tensor<4x8x8xf32>
  %mm_40 = linalg.batch_matmul {remat.backward} ins(%scale_3, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_87 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_138 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_138 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_173: f32):
    %v_549 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_549 : f32
  } -> tensor<4x8x8xf32>
  %mm_41 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_3, %collapsed_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_88 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_14 = tensor.expand_shape %mm_39 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_139 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_13 = linalg.transpose ins(%expanded_14 : tensor<2x2x8x8xf32>) outs(%e_139 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_140 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_140 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_174: f32):
    %v_550 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_550 : f32
  } -> tensor<16x16xf32>
  %mm_42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_15, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_89 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_141 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_141 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_175: f32):
    %v_551 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_551 : f32
  } -> tensor<16x16xf32>
  %mm_43 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_15 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_90 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_15 = tensor.expand_shape %mm_41 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_142 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_14 = linalg.transpose ins(%expanded_15 : tensor<2x2x8x8xf32>) outs(%e_142 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_16 = tensor.collapse_shape %transposed_14 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_143 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_143 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_176: f32):
    %v_552 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_552 : f32
  } -> tensor<16x16xf32>
  %mm_44 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_16, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_91 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_144 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_92 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_144 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_177: f32):
    %v_553 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_553 : f32
  } -> tensor<16x16xf32>
  %mm_45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_16 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_92 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_145 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_42, %mm_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_145 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_201: f32, %in_202: f32, %out_178: f32):
    %v_554 = arith.addf %in_201, %in_202 : f32
    linalg.yield %v_554 : f32
  } -> tensor<16x16xf32>
  %expanded_16 = tensor.expand_shape %mm_40 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_146 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_15 = linalg.transpose ins(%expanded_16 : tensor<2x2x8x8xf32>) outs(%e_146 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_147 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_147 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_179: f32):
    %v_555 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_555 : f32
  } -> tensor<16x16xf32>
  %mm_46 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_17, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_93 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_148 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_148 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_180: f32):
    %v_556 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_556 : f32
  } -> tensor<16x16xf32>
  %mm_47 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_17 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_94 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_149 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_9, %mm_46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_149 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_203: f32, %in_204: f32, %out_181: f32):
    %v_557 = arith.addf %in_203, %in_204 : f32
    linalg.yield %v_557 : f32
  } -> tensor<16x16xf32>
  %e_150 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_95 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_150 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_182: f32):
    %v_558 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_558 : f32
  } -> tensor<16xf32>
  %row_32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill_95 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_205: f32, %out_183: f32):
    %v_559 = arith.addf %out_183, %in_205 : f32
    linalg.yield %v_559 : f32
  } -> tensor<16xf32>
  %e_151 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_96 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_151 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_184: f32):
    %v_560 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_560 : f32
  } -> tensor<16xf32>
  %row_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row_32 : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_96 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_206: f32, %in_207: f32, %out_185: f32):
    %v_561 = arith.constant 1.600000e+01 : f32
    %v_562 = arith.divf %in_207, %v_561 : f32
    %v_563 = arith.subf %in_206, %v_562 : f32
    %v_564 = arith.mulf %v_563, %v_563 : f32
    %v_565 = arith.addf %out_185, %v_564 : f32
    linalg.yield %v_565 : f32
  } -> tensor<16xf32>
  %e_152 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_97 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_152 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_186: f32):
    %v_566 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_566 : f32
  } -> tensor<16xf32>
  %ln_dg_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10, %collapsed, %row_32, %row_33 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%fill_97 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_208: f32, %in_209: f32, %in_210: f32, %in_211: f32, %out_187: f32):
    %v_567 = arith.constant 1.600000e+01 : f32
    %v_568 = arith.divf %in_210, %v_567 : f32
    %v_569 = arith.constant 1.000000e+00 : f32
    %v_570 = arith.constant 1.600000e+01 : f32
    %v_571 = arith.divf %in_211, %v_570 : f32
    %v_572 = arith.constant 1.00000000000000008e-05 : f32
    %v_573 = arith.addf %v_571, %v_572 : f32
    %v_574 = math.sqrt %v_573 : f32
    %v_575 = arith.divf %v_569, %v_574 : f32
    %v_576 = arith.subf %in_209, %v_568 : f32
    %v_577 = arith.mulf %v_576, %v_575 : f32
    %v_578 = arith.mulf %in_208, %v_577 : f32
    %v_579 = arith.addf %out_187, %v_578 : f32
    linalg.yield %v_579 : f32
  } -> tensor<16xf32>
  %e_153 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_98 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_153 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_188: f32):
    %v_580 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_580 : f32
  } -> tensor<16xf32>
  %ln_db_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10 : tensor<16x16xf32>) outs(%fill_98 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_212: f32, %out_189: f32):
    %v_581 = arith.addf %out_189, %in_212 : f32
    linalg.yield %v_581 : f32
  } -> tensor<16xf32>
  return %div, %ln_dg_4, %ln_db_4, %ln_dg_3, %ln_db_3, %mm_47, %mm_45, %mm_43, %mm_37, %sum_5, %mm_35, %sum_4, %mm_33, %sum_3, %ln_dg_2, %ln_db_2, %ln_dg_1, %ln_db_1, %mm_31, %mm_29, %mm_27, %mm_21, %sum_2, %mm_19, %sum_1, %mm_17, %sum, %ln_dg, %ln_db : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
