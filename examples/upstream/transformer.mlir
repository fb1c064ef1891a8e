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
  %e = tensor.empty() : tensor<16xf64>
  %fill = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<16xf64>) {
  ^bb0(%out: f64):
    %v = arith.constant 0.000000e+00 : f64
    linalg.yield %v : f64
  } -> tensor<16xf64>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill : tensor<16xf64>) {
  ^bb0(%in: f32, %out_1: f64):
    %v_1 = arith.extf %in : f32 to f64
    %v_2 = arith.addf %out_1, %v_1 : f64
    linalg.yield %v_2 : f64
  } -> tensor<16xf64>
  %e_1 = tensor.empty() : tensor<16xf64>
  %fill_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_1 : tensor<16xf64>) {
  ^bb0(%out_2: f64):
    %v_3 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_3 : f64
  } -> tensor<16xf64>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_1 : tensor<16xf64>) {
  ^bb0(%in_1: f32, %in_2: f64, %out_3: f64):
    %v_4 = arith.extf %in_1 : f32 to f64
    %v_5 = arith.constant 1.600000e+01 : f64
    %v_6 = arith.divf %in_2, %v_5 : f64
    %v_7 = arith.subf %v_4, %v_6 : f64
    %v_8 = arith.mulf %v_7, %v_7 : f64
    %v_9 = arith.addf %out_3, %v_8 : f64
    linalg.yield %v_9 : f64
  } -> tensor<16xf64>
  %e_2 = tensor.empty() : tensor<16x16xf32>
  %ln = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %row, %row_1, %ln_a0_g, %ln_a0_b : tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>, tensor<16xf32>) outs(%e_2 : tensor<16x16xf32>) {
  ^bb0(%in_3: f32, %in_4: f64, %in_5: f64, %in_6: f32, %in_7: f32, %out_4: f32):
    %v_10 = arith.constant 1.600000e+01 : f64
    %v_11 = arith.divf %in_4, %v_10 : f64
    %v_12 = arith.constant 1.000000e+00 : f64
    %v_13 = arith.constant 1.600000e+01 : f64
    %v_14 = arith.divf %in_5, %v_13 : f64
    %v_15 = arith.constant 1.00000000000000008e-05 : f64
    %v_16 = arith.addf %v_14, %v_15 : f64
    %v_17 = math.sqrt %v_16 : f64
    %v_18 = arith.divf %v_12, %v_17 : f64
    %v_19 = arith.truncf %v_11 : f64 to f32
    %v_20 = arith.truncf %v_18 : f64 to f32
    %v_21 = arith.subf %in_3, %v_19 : f32
    %v_22 = arith.mulf %v_21, %v_20 : f32
    %v_23 = arith.mulf %v_22, %in_6 : f32
    %v_24 = arith.addf %v_23, %in_7 : f32
    linalg.yield %v_24 : f32
  } -> tensor<16x16xf32>
  %e_3 = tensor.empty() : tensor<16x16xf32>
  %fill_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_3 : tensor<16x16xf32>) {
  ^bb0(%out_5: f32):
    %v_25 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_25 : f32
  } -> tensor<16x16xf32>
  %mm = linalg.matmul ins(%ln, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded = tensor.expand_shape %mm [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_4 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed = linalg.transpose ins(%expanded : tensor<2x8x2x8xf32>) outs(%e_4 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_1 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_5 = tensor.empty() : tensor<16x16xf32>
  %fill_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_5 : tensor<16x16xf32>) {
  ^bb0(%out_6: f32):
    %v_26 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_26 : f32
  } -> tensor<16x16xf32>
  %mm_1 = linalg.matmul ins(%ln, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_3 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_1 = tensor.expand_shape %mm_1 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_6 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_1 = linalg.transpose ins(%expanded_1 : tensor<2x8x2x8xf32>) outs(%e_6 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_2 = tensor.collapse_shape %transposed_1 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_7 = tensor.empty() : tensor<16x16xf32>
  %fill_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_7 : tensor<16x16xf32>) {
  ^bb0(%out_7: f32):
    %v_27 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_27 : f32
  } -> tensor<16x16xf32>
  %mm_2 = linalg.matmul ins(%ln, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_4 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_2 = tensor.expand_shape %mm_2 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_8 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_2 = linalg.transpose ins(%expanded_2 : tensor<2x8x2x8xf32>) outs(%e_8 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_3 = tensor.collapse_shape %transposed_2 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_9 = tensor.empty() : tensor<4x8x8xf32>
  %fill_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_9 : tensor<4x8x8xf32>) {
  ^bb0(%out_8: f32):
    %v_28 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_28 : f32
  } -> tensor<4x8x8xf32>
  %mm_3 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_1, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_5 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_10 = tensor.empty() : tensor<4x8x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_3 : tensor<4x8x8xf32>) outs(%e_10 : tensor<4x8x8xf32>) {
  ^bb0(%in_8: f32, %out_9: f32):
    %v_29 = arith.constant 3.53553400000000018e-01 : f32
    %v_30 = arith.mulf %in_8, %v_29 : f32
    linalg.yield %v_30 : f32
  } -> tensor<4x8x8xf32>
  %e_11 = tensor.empty() : tensor<4x8xf32>
  %fill_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_11 : tensor<4x8xf32>) {
  ^bb0(%out_10: f32):
    %v_31 = arith.constant 0xFF800000 : f32
    linalg.yield %v_31 : f32
  } -> tensor<4x8xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale : tensor<4x8x8xf32>) outs(%fill_6 : tensor<4x8xf32>) {
  ^bb0(%in_9: f32, %out_11: f32):
    %v_32 = arith.maximumf %out_11, %in_9 : f32
    linalg.yield %v_32 : f32
  } -> tensor<4x8xf32>
  %e_12 = tensor.empty() : tensor<4x8xf32>
  %fill_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_12 : tensor<4x8xf32>) {
  ^bb0(%out_12: f32):
    %v_33 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_33 : f32
  } -> tensor<4x8xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale, %row_2 : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%fill_7 : tensor<4x8xf32>) {
  ^bb0(%in_10: f32, %in_11: f32, %out_13: f32):
    %v_34 = arith.subf %in_10, %in_11 : f32
    %v_35 = math.exp %v_34 : f32
    %v_36 = arith.addf %out_13, %v_35 : f32
    linalg.yield %v_36 : f32
  } -> tensor<4x8xf32>
  %e_13 = tensor.empty() : tensor<4x8x8xf32>
  %softmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scale, %row_2, %row_3 : tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e_13 : tensor<4x8x8xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %in_14: f32, %out_14: f32):
    %v_37 = arith.subf %in_12, %in_13 : f32
    %v_38 = math.exp %v_37 : f32
    %v_39 = arith.divf %v_38, %in_14 : f32
    linalg.yield %v_39 : f32
  } -> tensor<4x8x8xf32>
  %e_14 = tensor.empty() : tensor<4x8x8xf32>
  %fill_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_14 : tensor<4x8x8xf32>) {
  ^bb0(%out_15: f32):
    %v_40 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_40 : f32
  } -> tensor<4x8x8xf32>
  %mm_4 = linalg.batch_matmul ins(%softmax, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_8 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_3 = tensor.expand_shape %mm_4 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_15 = tensor.empty() : tensor<2x8x2x8xf32>
  %transposed_3 = linalg.transpose ins(%expanded_3 : tensor<2x2x8x8xf32>) outs(%e_15 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_4 = tensor.collapse_shape %transposed_3 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_16 = tensor.empty() : tensor<16x16xf32>
  %fill_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_16 : tensor<16x16xf32>) {
  ^bb0(%out_16: f32):
    %v_41 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_41 : f32
  } -> tensor<16x16xf32>
  %mm_5 = linalg.matmul ins(%collapsed_4, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_9 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_17 = tensor.empty() : tensor<16x16xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_5, %bo0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_17 : tensor<16x16xf32>) {
  ^bb0(%in_15: f32, %in_16: f32, %out_17: f32):
    %v_42 = arith.addf %in_15, %in_16 : f32
    linalg.yield %v_42 : f32
  } -> tensor<16x16xf32>
  %e_18 = tensor.empty() : tensor<16x16xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_18 : tensor<16x16xf32>) {
  ^bb0(%in_17: f32, %in_18: f32, %out_18: f32):
    %v_43 = arith.addf %in_17, %in_18 : f32
    linalg.yield %v_43 : f32
  } -> tensor<16x16xf32>
  %e_19 = tensor.empty() : tensor<16xf64>
  %fill_10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_19 : tensor<16xf64>) {
  ^bb0(%out_19: f64):
    %v_44 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_44 : f64
  } -> tensor<16xf64>
  %row_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_10 : tensor<16xf64>) {
  ^bb0(%in_19: f32, %out_20: f64):
    %v_45 = arith.extf %in_19 : f32 to f64
    %v_46 = arith.addf %out_20, %v_45 : f64
    linalg.yield %v_46 : f64
  } -> tensor<16xf64>
  %e_20 = tensor.empty() : tensor<16xf64>
  %fill_11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_20 : tensor<16xf64>) {
  ^bb0(%out_21: f64):
    %v_47 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_47 : f64
  } -> tensor<16xf64>
  %row_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_4 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_11 : tensor<16xf64>) {
  ^bb0(%in_20: f32, %in_21: f64, %out_22: f64):
    %v_48 = arith.extf %in_20 : f32 to f64
    %v_49 = arith.constant 1.600000e+01 : f64
    %v_50 = arith.divf %in_21, %v_49 : f64
    %v_51 = arith.subf %v_48, %v_50 : f64
    %v_52 = arith.mulf %v_51, %v_51 : f64
    %v_53 = arith.addf %out_22, %v_52 : f64
    linalg.yield %v_53 : f64
  } -> tensor<16xf64>
  %e_21 = tensor.empty() : tensor<16x16xf32>
  %ln_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %row_4, %row_5, %ln_m0_g, %ln_m0_b : tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>, tensor<16xf32>) outs(%e_21 : tensor<16x16xf32>) {
  ^bb0(%in_22: f32, %in_23: f64, %in_24: f64, %in_25: f32, %in_26: f32, %out_23: f32):
    %v_54 = arith.constant 1.600000e+01 : f64
    %v_55 = arith.divf %in_23, %v_54 : f64
    %v_56 = arith.constant 1.000000e+00 : f64
    %v_57 = arith.constant 1.600000e+01 : f64
    %v_58 = arith.divf %in_24, %v_57 : f64
    %v_59 = arith.constant 1.00000000000000008e-05 : f64
    %v_60 = arith.addf %v_58, %v_59 : f64
    %v_61 = math.sqrt %v_60 : f64
    %v_62 = arith.divf %v_56, %v_61 : f64
    %v_63 = arith.truncf %v_55 : f64 to f32
    %v_64 = arith.truncf %v_62 : f64 to f32
    %v_65 = arith.subf %in_22, %v_63 : f32
    %v_66 = arith.mulf %v_65, %v_64 : f32
    %v_67 = arith.mulf %v_66, %in_25 : f32
    %v_68 = arith.addf %v_67, %in_26 : f32
    linalg.yield %v_68 : f32
  } -> tensor<16x16xf32>
  %e_22 = tensor.empty() : tensor<16x32xf32>
  %fill_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_22 : tensor<16x32xf32>) {
  ^bb0(%out_24: f32):
    %v_69 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_69 : f32
  } -> tensor<16x32xf32>
  %mm_6 = linalg.matmul ins(%ln_1, %w1_0 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_12 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_23 = tensor.empty() : tensor<16x32xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %b1_0 : tensor<16x32xf32>, tensor<32xf32>) outs(%e_23 : tensor<16x32xf32>) {
  ^bb0(%in_27: f32, %in_28: f32, %out_25: f32):
    %v_70 = arith.addf %in_27, %in_28 : f32
    linalg.yield %v_70 : f32
  } -> tensor<16x32xf32>
  %e_24 = tensor.empty() : tensor<16x32xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<16x32xf32>) outs(%e_24 : tensor<16x32xf32>) {
  ^bb0(%in_29: f32, %out_26: f32):
    %v_71 = arith.mulf %in_29, %in_29 : f32
    %v_72 = arith.mulf %v_71, %in_29 : f32
    %v_73 = arith.constant 7.97884560802865406e-01 : f32
    %v_74 = arith.constant 4.47149999999999978e-02 : f32
    %v_75 = arith.mulf %v_74, %v_72 : f32
    %v_76 = arith.addf %in_29, %v_75 : f32
    %v_77 = arith.mulf %v_73, %v_76 : f32
    %v_78 = math.tanh %v_77 : f32
    %v_79 = arith.constant 5.00000000000000000e-01 : f32
    %v_80 = arith.constant 1.000000e+00 : f32
    %v_81 = arith.addf %v_80, %v_78 : f32
    %v_82 = arith.mulf %in_29, %v_81 : f32
    %v_83 = arith.mulf %v_79, %v_82 : f32
    linalg.yield %v_83 : f32
  } -> tensor<16x32xf32>
  %e_25 = tensor.empty() : tensor<16x16xf32>
  %fill_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_25 : tensor<16x16xf32>) {
  ^bb0(%out_27: f32):
    %v_84 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_84 : f32
  } -> tensor<16x16xf32>
  %mm_7 = linalg.matmul ins(%gelu, %w2_0 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%fill_13 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_26 = tensor.empty() : tensor<16x16xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_7, %b2_0 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_26 : tensor<16x16xf32>) {
  ^bb0(%in_30: f32, %in_31: f32, %out_28: f32):
    %v_85 = arith.addf %in_30, %in_31 : f32
    linalg.yield %v_85 : f32
  } -> tensor<16x16xf32>
  %e_27 = tensor.empty() : tensor<16x16xf32>
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add, %bias_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_27 : tensor<16x16xf32>) {
  ^bb0(%in_32: f32, %in_33: f32, %out_29: f32):
    %v_86 = arith.addf %in_32, %in_33 : f32
    linalg.yield %v_86 : f32
  } -> tensor<16x16xf32>
  %e_28 = tensor.empty() : tensor<16xf64>
  %fill_14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_28 : tensor<16xf64>) {
  ^bb0(%out_30: f64):
    %v_87 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_87 : f64
  } -> tensor<16xf64>
  %row_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_14 : tensor<16xf64>) {
  ^bb0(%in_34: f32, %out_31: f64):
    %v_88 = arith.extf %in_34 : f32 to f64
    %v_89 = arith.addf %out_31, %v_88 : f64
    linalg.yield %v_89 : f64
  } -> tensor<16xf64>
  %e_29 = tensor.empty() : tensor<16xf64>
  %fill_15 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_29 : tensor<16xf64>) {
  ^bb0(%out_32: f64):
    %v_90 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_90 : f64
  } -> tensor<16xf64>
  %row_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_6 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_15 : tensor<16xf64>) {
  ^bb0(%in_35: f32, %in_36: f64, %out_33: f64):
    %v_91 = arith.extf %in_35 : f32 to f64
    %v_92 = arith.constant 1.600000e+01 : f64
    %v_93 = arith.divf %in_36, %v_92 : f64
    %v_94 = arith.subf %v_91, %v_93 : f64
    %v_95 = arith.mulf %v_94, %v_94 : f64
    %v_96 = arith.addf %out_33, %v_95 : f64
    linalg.yield %v_96 : f64
  } -> tensor<16xf64>
  %e_30 = tensor.empty() : tensor<16x16xf32>
  %ln_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_1, %row_6, %row_7, %ln_a1_g, %ln_a1_b : tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>, tensor<16xf32>) outs(%e_30 : tensor<16x16xf32>) {
  ^bb0(%in_37: f32, %in_38: f64, %in_39: f64, %in_40: f32, %in_41: f32, %out_34: f32):
    %v_97 = arith.constant 1.600000e+01 : f64
    %v_98 = arith.divf %in_38, %v_97 : f64
    %v_99 = arith.constant 1.000000e+00 : f64
    %v_100 = arith.constant 1.600000e+01 : f64
    %v_101 = arith.divf %in_39, %v_100 : f64
    %v_102 = arith.constant 1.00000000000000008e-05 : f64
    %v_103 = arith.addf %v_101, %v_102 : f64
    %v_104 = math.sqrt %v_103 : f64
    %v_105 = arith.divf %v_99, %v_104 : f64
    %v_106 = arith.truncf %v_98 : f64 to f32
    %v_107 = arith.truncf %v_105 : f64 to f32
    %v_108 = arith.subf %in_37, %v_106 : f32
    %v_109 = arith.mulf %v_108, %v_107 : f32
    %v_110 = arith.mulf %v_109, %in_40 : f32
    %v_111 = arith.addf %v_110, %in_41 : f32
    linalg.yield %v_111 : f32
  } -> tensor<16x16xf32>
  %e_31 = tensor.empty() : tensor<16x16xf32>
  %fill_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_31 : tensor<16x16xf32>) {
  ^bb0(%out_35: f32):
    %v_112 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_112 : f32
  } -> tensor<16x16xf32>
  %mm_8 = linalg.matmul ins(%ln_2, %wq1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_16 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_4 = tensor.expand_shape %mm_8 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_32 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_4 = linalg.transpose ins(%expanded_4 : tensor<2x8x2x8xf32>) outs(%e_32 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_5 = tensor.collapse_shape %transposed_4 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_33 = tensor.empty() : tensor<16x16xf32>
  %fill_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_33 : tensor<16x16xf32>) {
  ^bb0(%out_36: f32):
    %v_113 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_113 : f32
  } -> tensor<16x16xf32>
  %mm_9 = linalg.matmul ins(%ln_2, %wk1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_17 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_5 = tensor.expand_shape %mm_9 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_34 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_5 = linalg.transpose ins(%expanded_5 : tensor<2x8x2x8xf32>) outs(%e_34 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_6 = tensor.collapse_shape %transposed_5 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_35 = tensor.empty() : tensor<16x16xf32>
  %fill_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_35 : tensor<16x16xf32>) {
  ^bb0(%out_37: f32):
    %v_114 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_114 : f32
  } -> tensor<16x16xf32>
  %mm_10 = linalg.matmul ins(%ln_2, %wv1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_18 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_6 = tensor.expand_shape %mm_10 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_36 = tensor.empty() : tensor<2x2x8x8xf32>
  %transposed_6 = linalg.transpose ins(%expanded_6 : tensor<2x8x2x8xf32>) outs(%e_36 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_7 = tensor.collapse_shape %transposed_6 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_37 = tensor.empty() : tensor<4x8x8xf32>
  %fill_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_37 : tensor<4x8x8xf32>) {
  ^bb0(%out_38: f32):
    %v_115 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_115 : f32
  } -> tensor<4x8x8xf32>
  %mm_11 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_5, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_19 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_38 = tensor.empty() : tensor<4x8x8xf32>
  %scale_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_11 : tensor<4x8x8xf32>) outs(%e_38 : tensor<4x8x8xf32>) {
  ^bb0(%in_42: f32, %out_39: f32):
    %v_116 = arith.constant 3.53553400000000018e-01 : f32
    %v_117 = arith.mulf %in_42, %v_116 : f32
    linalg.yield %v_117 : f32
  } -> tensor<4x8x8xf32>
  %e_39 = tensor.empty() : tensor<4x8xf32>
  %fill_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_39 : tensor<4x8xf32>) {
  ^bb0(%out_40: f32):
    %v_118 = arith.constant 0xFF800000 : f32
    linalg.yield %v_118 : f32
  } -> tensor<4x8xf32>
  %row_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale_1 : tensor<4x8x8xf32>) outs(%fill_20 : tensor<4x8xf32>) {
  ^bb0(%in_43: f32, %out_41: f32):
    %v_119 = arith.maximumf %out_41, %in_43 : f32
    linalg.yield %v_119 : f32
  } -> tensor<4x8xf32>
  %e_40 = tensor.empty() : tensor<4x8xf32>
  %fill_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_40 : tensor<4x8xf32>) {
  ^bb0(%out_42: f32):
    %v_120 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_120 : f32
  } -> tensor<4x8xf32>
  %row_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%scale_1, %row_8 : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%fill_21 : tensor<4x8xf32>) {
  ^bb0(%in_44: f32, %in_45: f32, %out_43: f32):
    %v_121 = arith.subf %in_44, %in_45 : f32
    %v_122 = math.exp %v_121 : f32
    %v_123 = arith.addf %out_43, %v_122 : f32
    linalg.yield %v_123 : f32
  } -> tensor<4x8xf32>
  %e_41 = tensor.empty() : tensor<4x8x8xf32>
  %softmax_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scale_1, %row_8, %row_9 : tensor<4x8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%e_41 : tensor<4x8x8xf32>) {
  ^bb0(%in_46: f32, %in_47: f32, %in_48: f32, %out_44: f32):
    %v_124 = arith.subf %in_46, %in_47 : f32
    %v_125 = math.exp %v_124 : f32
    %v_126 = arith.divf %v_125, %in_48 : f32
    linalg.yield %v_126 : f32
  } -> tensor<4x8x8xf32>
  %e_42 = tensor.empty() : tensor<4x8x8xf32>
  %fill_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_42 : tensor<4x8x8xf32>) {
  ^bb0(%out_45: f32):
    %v_127 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_127 : f32
  } -> tensor<4x8x8xf32>
  %mm_12 = linalg.batch_matmul ins(%softmax_1, %collapsed_7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_22 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_7 = tensor.expand_shape %mm_12 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_43 = tensor.empty() : tensor<2x8x2x8xf32>
  %transposed_7 = linalg.transpose ins(%expanded_7 : tensor<2x2x8x8xf32>) outs(%e_43 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3]
  %collapsed_8 = tensor.collapse_shape %transposed_7 [[0, 1], [2, 3]] : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_44 = tensor.empty() : tensor<16x16xf32>
  %fill_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_44 : tensor<16x16xf32>) {
  ^bb0(%out_46: f32):
    %v_128 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_128 : f32
  } -> tensor<16x16xf32>
  %mm_13 = linalg.matmul ins(%collapsed_8, %wo1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_23 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_45 = tensor.empty() : tensor<16x16xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_13, %bo1 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_45 : tensor<16x16xf32>) {
  ^bb0(%in_49: f32, %in_50: f32, %out_47: f32):
    %v_129 = arith.addf %in_49, %in_50 : f32
    linalg.yield %v_129 : f32
  } -> tensor<16x16xf32>
  %e_46 = tensor.empty() : tensor<16x16xf32>
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_1, %bias_3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_46 : tensor<16x16xf32>) {
  ^bb0(%in_51: f32, %in_52: f32, %out_48: f32):
    %v_130 = arith.addf %in_51, %in_52 : f32
    linalg.yield %v_130 : f32
  } -> tensor<16x16xf32>
  %e_47 = tensor.empty() : tensor<16xf64>
  %fill_24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_47 : tensor<16xf64>) {
  ^bb0(%out_49: f64):
    %v_131 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_131 : f64
  } -> tensor<16xf64>
  %row_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_24 : tensor<16xf64>) {
  ^bb0(%in_53: f32, %out_50: f64):
    %v_132 = arith.extf %in_53 : f32 to f64
    %v_133 = arith.addf %out_50, %v_132 : f64
    linalg.yield %v_133 : f64
  } -> tensor<16xf64>
  %e_48 = tensor.empty() : tensor<16xf64>
  %fill_25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_48 : tensor<16xf64>) {
  ^bb0(%out_51: f64):
    %v_134 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_134 : f64
  } -> tensor<16xf64>
  %row_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2, %row_10 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_25 : tensor<16xf64>) {
  ^bb0(%in_54: f32, %in_55: f64, %out_52: f64):
    %v_135 = arith.extf %in_54 : f32 to f64
    %v_136 = arith.constant 1.600000e+01 : f64
    %v_137 = arith.divf %in_55, %v_136 : f64
    %v_138 = arith.subf %v_135, %v_137 : f64
    %v_139 = arith.mulf %v_138, %v_138 : f64
    %v_140 = arith.addf %out_52, %v_139 : f64
    linalg.yield %v_140 : f64
  } -> tensor<16xf64>
  %e_49 = tensor.empty() : tensor<16x16xf32>
  %ln_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_2, %row_10, %row_11, %ln_m1_g, %ln_m1_b : tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>, tensor<16xf32>) outs(%e_49 : tensor<16x16xf32>) {
  ^bb0(%in_56: f32, %in_57: f64, %in_58: f64, %in_59: f32, %in_60: f32, %out_53: f32):
    %v_141 = arith.constant 1.600000e+01 : f64
    %v_142 = arith.divf %in_57, %v_141 : f64
    %v_143 = arith.constant 1.000000e+00 : f64
    %v_144 = arith.constant 1.600000e+01 : f64
    %v_145 = arith.divf %in_58, %v_144 : f64
    %v_146 = arith.constant 1.00000000000000008e-05 : f64
    %v_147 = arith.addf %v_145, %v_146 : f64
    %v_148 = math.sqrt %v_147 : f64
    %v_149 = arith.divf %v_143, %v_148 : f64
    %v_150 = arith.truncf %v_142 : f64 to f32
    %v_151 = arith.truncf %v_149 : f64 to f32
    %v_152 = arith.subf %in_56, %v_150 : f32
    %v_153 = arith.mulf %v_152, %v_151 : f32
    %v_154 = arith.mulf %v_153, %in_59 : f32
    %v_155 = arith.addf %v_154, %in_60 : f32
    linalg.yield %v_155 : f32
  } -> tensor<16x16xf32>
  %e_50 = tensor.empty() : tensor<16x32xf32>
  %fill_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_50 : tensor<16x32xf32>) {
  ^bb0(%out_54: f32):
    %v_156 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_156 : f32
  } -> tensor<16x32xf32>
  %mm_14 = linalg.matmul ins(%ln_3, %w1_1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_26 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_51 = tensor.empty() : tensor<16x32xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_14, %b1_1 : tensor<16x32xf32>, tensor<32xf32>) outs(%e_51 : tensor<16x32xf32>) {
  ^bb0(%in_61: f32, %in_62: f32, %out_55: f32):
    %v_157 = arith.addf %in_61, %in_62 : f32
    linalg.yield %v_157 : f32
  } -> tensor<16x32xf32>
  %e_52 = tensor.empty() : tensor<16x32xf32>
  %gelu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_4 : tensor<16x32xf32>) outs(%e_52 : tensor<16x32xf32>) {
  ^bb0(%in_63: f32, %out_56: f32):
    %v_158 = arith.mulf %in_63, %in_63 : f32
    %v_159 = arith.mulf %v_158, %in_63 : f32
    %v_160 = arith.constant 7.97884560802865406e-01 : f32
    %v_161 = arith.constant 4.47149999999999978e-02 : f32
    %v_162 = arith.mulf %v_161, %v_159 : f32
    %v_163 = arith.addf %in_63, %v_162 : f32
    %v_164 = arith.mulf %v_160, %v_163 : f32
    %v_165 = math.tanh %v_164 : f32
    %v_166 = arith.constant 5.00000000000000000e-01 : f32
    %v_167 = arith.constant 1.000000e+00 : f32
    %v_168 = arith.addf %v_167, %v_165 : f32
    %v_169 = arith.mulf %in_63, %v_168 : f32
    %v_170 = arith.mulf %v_166, %v_169 : f32
    linalg.yield %v_170 : f32
  } -> tensor<16x32xf32>
  %e_53 = tensor.empty() : tensor<16x16xf32>
  %fill_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_53 : tensor<16x16xf32>) {
  ^bb0(%out_57: f32):
    %v_171 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_171 : f32
  } -> tensor<16x16xf32>
  %mm_15 = linalg.matmul ins(%gelu_1, %w2_1 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%fill_27 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_54 = tensor.empty() : tensor<16x16xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_15, %b2_1 : tensor<16x16xf32>, tensor<16xf32>) outs(%e_54 : tensor<16x16xf32>) {
  ^bb0(%in_64: f32, %in_65: f32, %out_58: f32):
    %v_172 = arith.addf %in_64, %in_65 : f32
    linalg.yield %v_172 : f32
  } -> tensor<16x16xf32>
  %e_55 = tensor.empty() : tensor<16x16xf32>
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_2, %bias_5 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_55 : tensor<16x16xf32>) {
  ^bb0(%in_66: f32, %in_67: f32, %out_59: f32):
    %v_173 = arith.addf %in_66, %in_67 : f32
    linalg.yield %v_173 : f32
  } -> tensor<16x16xf32>
  %e_56 = tensor.empty() : tensor<16xf64>
  %fill_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_56 : tensor<16xf64>) {
  ^bb0(%out_60: f64):
    %v_174 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_174 : f64
  } -> tensor<16xf64>
  %row_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3 : tensor<16x16xf32>) outs(%fill_28 : tensor<16xf64>) {
  ^bb0(%in_68: f32, %out_61: f64):
    %v_175 = arith.extf %in_68 : f32 to f64
    %v_176 = arith.addf %out_61, %v_175 : f64
    linalg.yield %v_176 : f64
  } -> tensor<16xf64>
  %e_57 = tensor.empty() : tensor<16xf64>
  %fill_29 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_57 : tensor<16xf64>) {
  ^bb0(%out_62: f64):
    %v_177 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_177 : f64
  } -> tensor<16xf64>
  %row_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3, %row_12 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_29 : tensor<16xf64>) {
  ^bb0(%in_69: f32, %in_70: f64, %out_63: f64):
    %v_178 = arith.extf %in_69 : f32 to f64
    %v_179 = arith.constant 1.600000e+01 : f64
    %v_180 = arith.divf %in_70, %v_179 : f64
    %v_181 = arith.subf %v_178, %v_180 : f64
    %v_182 = arith.mulf %v_181, %v_181 : f64
    %v_183 = arith.addf %out_63, %v_182 : f64
    linalg.yield %v_183 : f64
  } -> tensor<16xf64>
  %e_58 = tensor.empty() : tensor<16x16xf32>
  %ln_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_3, %row_12, %row_13, %lnf_g, %lnf_b : tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>, tensor<16xf32>) outs(%e_58 : tensor<16x16xf32>) {
  ^bb0(%in_71: f32, %in_72: f64, %in_73: f64, %in_74: f32, %in_75: f32, %out_64: f32):
    %v_184 = arith.constant 1.600000e+01 : f64
    %v_185 = arith.divf %in_72, %v_184 : f64
    %v_186 = arith.constant 1.000000e+00 : f64
    %v_187 = arith.constant 1.600000e+01 : f64
    %v_188 = arith.divf %in_73, %v_187 : f64
    %v_189 = arith.constant 1.00000000000000008e-05 : f64
    %v_190 = arith.addf %v_188, %v_189 : f64
    %v_191 = math.sqrt %v_190 : f64
    %v_192 = arith.divf %v_186, %v_191 : f64
    %v_193 = arith.truncf %v_185 : f64 to f32
    %v_194 = arith.truncf %v_192 : f64 to f32
    %v_195 = arith.subf %in_71, %v_193 : f32
    %v_196 = arith.mulf %v_195, %v_194 : f32
    %v_197 = arith.mulf %v_196, %in_74 : f32
    %v_198 = arith.addf %v_197, %in_75 : f32
    linalg.yield %v_198 : f32
  } -> tensor<16x16xf32>
  %expanded_8 = tensor.expand_shape %ln_4 [[0, 1], [2]] output_shape [2, 8, 16] : tensor<16x16xf32> into tensor<2x8x16xf32>
  %e_59 = tensor.empty() : tensor<f32>
  %fill_30 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e_59 : tensor<f32>) {
  ^bb0(%out_65: f32):
    %v_199 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_199 : f32
  } -> tensor<f32>
  %mse = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%expanded_8, %target : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill_30 : tensor<f32>) {
  ^bb0(%in_76: f32, %in_77: f32, %out_66: f32):
    %v_200 = arith.subf %in_76, %in_77 : f32
    %v_201 = arith.mulf %v_200, %v_200 : f32
    %v_202 = arith.addf %out_66, %v_201 : f32
    linalg.yield %v_202 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%mse : tensor<f32>) {
  ^bb0(%out_67: f32):
    %v_203 = arith.constant 2.560000e+02 : f32
    %v_204 = arith.divf %out_67, %v_203 : f32
    linalg.yield %v_204 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_60 = tensor.empty() {remat.backward} : tensor<2x8x16xf32>
  %mse_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %target, %one : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<f32>) outs(%e_60 : tensor<2x8x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_78: f32, %in_79: f32, %in_80: f32, %out_68: f32):
    %v_205 = arith.constant 7.81250000000000000e-03 : f32
    %v_206 = arith.subf %in_78, %in_79 : f32
    %v_207 = arith.mulf %v_205, %v_206 : f32
    %v_208 = arith.mulf %in_80, %v_207 : f32
    linalg.yield %v_208 : f32
  } -> tensor<2x8x16xf32>
  %collapsed_9 = tensor.collapse_shape %mse_grad [[0, 1], [2]] {remat.backward} : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e_61 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_61 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_69: f64):
    %v_209 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_209 : f64
  } -> tensor<16xf64>
  %row_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3 : tensor<16x16xf32>) outs(%fill_31 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_81: f32, %out_70: f64):
    %v_210 = arith.extf %in_81 : f32 to f64
    %v_211 = arith.addf %out_70, %v_210 : f64
    linalg.yield %v_211 : f64
  } -> tensor<16xf64>
  %e_62 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_62 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_71: f64):
    %v_212 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_212 : f64
  } -> tensor<16xf64>
  %row_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3, %row_14 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_32 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_82: f32, %in_83: f64, %out_72: f64):
    %v_213 = arith.extf %in_82 : f32 to f64
    %v_214 = arith.constant 1.600000e+01 : f64
    %v_215 = arith.divf %in_83, %v_214 : f64
    %v_216 = arith.subf %v_213, %v_215 : f64
    %v_217 = arith.mulf %v_216, %v_216 : f64
    %v_218 = arith.addf %out_72, %v_217 : f64
    linalg.yield %v_218 : f64
  } -> tensor<16xf64>
  %e_63 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_63 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_73: f64):
    %v_219 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_219 : f64
  } -> tensor<16xf64>
  %row_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %lnf_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_33 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_84: f32, %in_85: f32, %out_74: f64):
    %v_220 = arith.extf %in_84 : f32 to f64
    %v_221 = arith.extf %in_85 : f32 to f64
    %v_222 = arith.mulf %v_220, %v_221 : f64
    %v_223 = arith.addf %out_74, %v_222 : f64
    linalg.yield %v_223 : f64
  } -> tensor<16xf64>
  %e_64 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_64 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_75: f64):
    %v_224 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_224 : f64
  } -> tensor<16xf64>
  %row_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_34 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_86: f32, %in_87: f32, %in_88: f64, %in_89: f64, %in_90: f32, %out_76: f64):
    %v_225 = arith.constant 1.600000e+01 : f64
    %v_226 = arith.divf %in_88, %v_225 : f64
    %v_227 = arith.constant 1.000000e+00 : f64
    %v_228 = arith.constant 1.600000e+01 : f64
    %v_229 = arith.divf %in_89, %v_228 : f64
    %v_230 = arith.constant 1.00000000000000008e-05 : f64
    %v_231 = arith.addf %v_229, %v_230 : f64
    %v_232 = math.sqrt %v_231 : f64
    %v_233 = arith.divf %v_227, %v_232 : f64
    %v_234 = arith.extf %in_87 : f32 to f64
    %v_235 = arith.subf %v_234, %v_226 : f64
    %v_236 = arith.mulf %v_235, %v_233 : f64
    %v_237 = arith.extf %in_86 : f32 to f64
    %v_238 = arith.extf %in_90 : f32 to f64
    %v_239 = arith.mulf %v_237, %v_238 : f64
    %v_240 = arith.mulf %v_239, %v_236 : f64
    %v_241 = arith.addf %out_76, %v_240 : f64
    linalg.yield %v_241 : f64
  } -> tensor<16xf64>
  %e_65 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %row_16, %row_17, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_65 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_91: f32, %in_92: f32, %in_93: f64, %in_94: f64, %in_95: f64, %in_96: f64, %in_97: f32, %out_77: f32):
    %v_242 = arith.constant 1.600000e+01 : f64
    %v_243 = arith.divf %in_93, %v_242 : f64
    %v_244 = arith.constant 1.000000e+00 : f64
    %v_245 = arith.constant 1.600000e+01 : f64
    %v_246 = arith.divf %in_94, %v_245 : f64
    %v_247 = arith.constant 1.00000000000000008e-05 : f64
    %v_248 = arith.addf %v_246, %v_247 : f64
    %v_249 = math.sqrt %v_248 : f64
    %v_250 = arith.divf %v_244, %v_249 : f64
    %v_251 = arith.truncf %v_243 : f64 to f32
    %v_252 = arith.truncf %v_250 : f64 to f32
    %v_253 = arith.subf %in_92, %v_251 : f32
    %v_254 = arith.mulf %v_253, %v_252 : f32
    %v_255 = arith.mulf %in_91, %in_97 : f32
    %v_256 = arith.constant 1.600000e+01 : f64
    %v_257 = arith.divf %in_95, %v_256 : f64
    %v_258 = arith.truncf %v_257 : f64 to f32
    %v_259 = arith.constant 1.600000e+01 : f64
    %v_260 = arith.divf %in_96, %v_259 : f64
    %v_261 = arith.truncf %v_260 : f64 to f32
    %v_262 = arith.subf %v_255, %v_258 : f32
    %v_263 = arith.mulf %v_254, %v_261 : f32
    %v_264 = arith.subf %v_262, %v_263 : f32
    %v_265 = arith.mulf %v_252, %v_264 : f32
    linalg.yield %v_265 : f32
  } -> tensor<16x16xf32>
  %e_66 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_66 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_78: f64):
    %v_266 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_266 : f64
  } -> tensor<16xf64>
  %ln_dg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_35 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_98: f32, %in_99: f32, %in_100: f64, %in_101: f64, %out_79: f64):
    %v_267 = arith.extf %in_98 : f32 to f64
    %v_268 = arith.constant 1.600000e+01 : f64
    %v_269 = arith.divf %in_100, %v_268 : f64
    %v_270 = arith.constant 1.000000e+00 : f64
    %v_271 = arith.constant 1.600000e+01 : f64
    %v_272 = arith.divf %in_101, %v_271 : f64
    %v_273 = arith.constant 1.00000000000000008e-05 : f64
    %v_274 = arith.addf %v_272, %v_273 : f64
    %v_275 = math.sqrt %v_274 : f64
    %v_276 = arith.divf %v_270, %v_275 : f64
    %v_277 = arith.extf %in_99 : f32 to f64
    %v_278 = arith.subf %v_277, %v_269 : f64
    %v_279 = arith.mulf %v_278, %v_276 : f64
    %v_280 = arith.mulf %v_267, %v_279 : f64
    %v_281 = arith.addf %out_79, %v_280 : f64
    linalg.yield %v_281 : f64
  } -> tensor<16xf64>
  %e_67 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg : tensor<16xf64>) outs(%e_67 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_102: f64, %out_80: f32):
    %v_282 = arith.truncf %in_102 : f64 to f32
    linalg.yield %v_282 : f32
  } -> tensor<16xf32>
  %e_68 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_68 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_81: f64):
    %v_283 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_283 : f64
  } -> tensor<16xf64>
  %ln_db = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9 : tensor<16x16xf32>) outs(%fill_36 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_103: f32, %out_82: f64):
    %v_284 = arith.extf %in_103 : f32 to f64
    %v_285 = arith.addf %out_82, %v_284 : f64
    linalg.yield %v_285 : f64
  } -> tensor<16xf64>
  %e_69 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db : tensor<16xf64>) outs(%e_69 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_104: f64, %out_83: f32):
    %v_286 = arith.truncf %in_104 : f64 to f32
    linalg.yield %v_286 : f32
  } -> tensor<16xf32>
  %e_70 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_70 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_84: f32):
    %v_287 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_287 : f32
  } -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%ln_dx : tensor<16x16xf32>) outs(%fill_37 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_105: f32, %out_85: f32):
    %v_288 = arith.addf %out_85, %in_105 : f32
    linalg.yield %v_288 : f32
  } -> tensor<16xf32>
  %e_71 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_71 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_86: f32):
    %v_289 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_289 : f32
  } -> tensor<16x32xf32>
  %mm_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_dx, %w2_1 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_38 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_72 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_72 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_87: f32):
    %v_290 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_290 : f32
  } -> tensor<32x16xf32>
  %mm_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_1, %ln_dx : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_39 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_73 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_16, %bias_4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_73 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_106: f32, %in_107: f32, %out_88: f32):
    %v_291 = arith.mulf %in_107, %in_107 : f32
    %v_292 = arith.mulf %v_291, %in_107 : f32
    %v_293 = arith.constant 7.97884560802865406e-01 : f32
    %v_294 = arith.constant 4.47149999999999978e-02 : f32
    %v_295 = arith.mulf %v_294, %v_292 : f32
    %v_296 = arith.addf %in_107, %v_295 : f32
    %v_297 = arith.mulf %v_293, %v_296 : f32
    %v_298 = math.tanh %v_297 : f32
    %v_299 = arith.constant 7.97884560802865406e-01 : f32
    %v_300 = arith.constant 1.000000e+00 : f32
    %v_301 = arith.constant 1.34144999999999986e-01 : f32
    %v_302 = arith.mulf %in_107, %in_107 : f32
    %v_303 = arith.mulf %v_301, %v_302 : f32
    %v_304 = arith.addf %v_300, %v_303 : f32
    %v_305 = arith.mulf %v_299, %v_304 : f32
    %v_306 = arith.constant 5.00000000000000000e-01 : f32
    %v_307 = arith.constant 1.000000e+00 : f32
    %v_308 = arith.addf %v_307, %v_298 : f32
    %v_309 = arith.mulf %v_306, %v_308 : f32
    %v_310 = arith.constant 5.00000000000000000e-01 : f32
    %v_311 = arith.mulf %v_310, %in_107 : f32
    %v_312 = arith.constant 1.000000e+00 : f32
    %v_313 = arith.mulf %v_298, %v_298 : f32
    %v_314 = arith.subf %v_312, %v_313 : f32
    %v_315 = arith.mulf %v_314, %v_305 : f32
    %v_316 = arith.mulf %v_311, %v_315 : f32
    %v_317 = arith.addf %v_309, %v_316 : f32
    %v_318 = arith.mulf %in_106, %v_317 : f32
    linalg.yield %v_318 : f32
  } -> tensor<16x32xf32>
  %e_74 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_74 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_89: f32):
    %v_319 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_319 : f32
  } -> tensor<32xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad : tensor<16x32xf32>) outs(%fill_40 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_108: f32, %out_90: f32):
    %v_320 = arith.addf %out_90, %in_108 : f32
    linalg.yield %v_320 : f32
  } -> tensor<32xf32>
  %e_75 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_75 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_91: f32):
    %v_321 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_321 : f32
  } -> tensor<16x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad, %w1_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_41 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_76 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_76 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_92: f32):
    %v_322 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_322 : f32
  } -> tensor<16x32xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_3, %gelu_grad : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_42 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_77 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_77 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_93: f64):
    %v_323 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_323 : f64
  } -> tensor<16xf64>
  %row_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_43 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_109: f32, %out_94: f64):
    %v_324 = arith.extf %in_109 : f32 to f64
    %v_325 = arith.addf %out_94, %v_324 : f64
    linalg.yield %v_325 : f64
  } -> tensor<16xf64>
  %e_78 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_78 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_95: f64):
    %v_326 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_326 : f64
  } -> tensor<16xf64>
  %row_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2, %row_18 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_44 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_110: f32, %in_111: f64, %out_96: f64):
    %v_327 = arith.extf %in_110 : f32 to f64
    %v_328 = arith.constant 1.600000e+01 : f64
    %v_329 = arith.divf %in_111, %v_328 : f64
    %v_330 = arith.subf %v_327, %v_329 : f64
    %v_331 = arith.mulf %v_330, %v_330 : f64
    %v_332 = arith.addf %out_96, %v_331 : f64
    linalg.yield %v_332 : f64
  } -> tensor<16xf64>
  %e_79 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_79 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_97: f64):
    %v_333 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_333 : f64
  } -> tensor<16xf64>
  %row_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %ln_m1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_45 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_112: f32, %in_113: f32, %out_98: f64):
    %v_334 = arith.extf %in_112 : f32 to f64
    %v_335 = arith.extf %in_113 : f32 to f64
    %v_336 = arith.mulf %v_334, %v_335 : f64
    %v_337 = arith.addf %out_98, %v_336 : f64
    linalg.yield %v_337 : f64
  } -> tensor<16xf64>
  %e_80 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_80 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_99: f64):
    %v_338 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_338 : f64
  } -> tensor<16xf64>
  %row_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %add_2, %row_18, %row_19, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_46 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_114: f32, %in_115: f32, %in_116: f64, %in_117: f64, %in_118: f32, %out_100: f64):
    %v_339 = arith.constant 1.600000e+01 : f64
    %v_340 = arith.divf %in_116, %v_339 : f64
    %v_341 = arith.constant 1.000000e+00 : f64
    %v_342 = arith.constant 1.600000e+01 : f64
    %v_343 = arith.divf %in_117, %v_342 : f64
    %v_344 = arith.constant 1.00000000000000008e-05 : f64
    %v_345 = arith.addf %v_343, %v_344 : f64
    %v_346 = math.sqrt %v_345 : f64
    %v_347 = arith.divf %v_341, %v_346 : f64
    %v_348 = arith.extf %in_115 : f32 to f64
    %v_349 = arith.subf %v_348, %v_340 : f64
    %v_350 = arith.mulf %v_349, %v_347 : f64
    %v_351 = arith.extf %in_114 : f32 to f64
    %v_352 = arith.extf %in_118 : f32 to f64
    %v_353 = arith.mulf %v_351, %v_352 : f64
    %v_354 = arith.mulf %v_353, %v_350 : f64
    %v_355 = arith.addf %out_100, %v_354 : f64
    linalg.yield %v_355 : f64
  } -> tensor<16xf64>
  %e_81 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19, %row_20, %row_21, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_81 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_119: f32, %in_120: f32, %in_121: f64, %in_122: f64, %in_123: f64, %in_124: f64, %in_125: f32, %out_101: f32):
    %v_356 = arith.constant 1.600000e+01 : f64
    %v_357 = arith.divf %in_121, %v_356 : f64
    %v_358 = arith.constant 1.000000e+00 : f64
    %v_359 = arith.constant 1.600000e+01 : f64
    %v_360 = arith.divf %in_122, %v_359 : f64
    %v_361 = arith.constant 1.00000000000000008e-05 : f64
    %v_362 = arith.addf %v_360, %v_361 : f64
    %v_363 = math.sqrt %v_362 : f64
    %v_364 = arith.divf %v_358, %v_363 : f64
    %v_365 = arith.truncf %v_357 : f64 to f32
    %v_366 = arith.truncf %v_364 : f64 to f32
    %v_367 = arith.subf %in_120, %v_365 : f32
    %v_368 = arith.mulf %v_367, %v_366 : f32
    %v_369 = arith.mulf %in_119, %in_125 : f32
    %v_370 = arith.constant 1.600000e+01 : f64
    %v_371 = arith.divf %in_123, %v_370 : f64
    %v_372 = arith.truncf %v_371 : f64 to f32
    %v_373 = arith.constant 1.600000e+01 : f64
    %v_374 = arith.divf %in_124, %v_373 : f64
    %v_375 = arith.truncf %v_374 : f64 to f32
    %v_376 = arith.subf %v_369, %v_372 : f32
    %v_377 = arith.mulf %v_368, %v_375 : f32
    %v_378 = arith.subf %v_376, %v_377 : f32
    %v_379 = arith.mulf %v_366, %v_378 : f32
    linalg.yield %v_379 : f32
  } -> tensor<16x16xf32>
  %e_82 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_47 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_82 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_102: f64):
    %v_380 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_380 : f64
  } -> tensor<16xf64>
  %ln_dg_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_47 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_126: f32, %in_127: f32, %in_128: f64, %in_129: f64, %out_103: f64):
    %v_381 = arith.extf %in_126 : f32 to f64
    %v_382 = arith.constant 1.600000e+01 : f64
    %v_383 = arith.divf %in_128, %v_382 : f64
    %v_384 = arith.constant 1.000000e+00 : f64
    %v_385 = arith.constant 1.600000e+01 : f64
    %v_386 = arith.divf %in_129, %v_385 : f64
    %v_387 = arith.constant 1.00000000000000008e-05 : f64
    %v_388 = arith.addf %v_386, %v_387 : f64
    %v_389 = math.sqrt %v_388 : f64
    %v_390 = arith.divf %v_384, %v_389 : f64
    %v_391 = arith.extf %in_127 : f32 to f64
    %v_392 = arith.subf %v_391, %v_383 : f64
    %v_393 = arith.mulf %v_392, %v_390 : f64
    %v_394 = arith.mulf %v_381, %v_393 : f64
    %v_395 = arith.addf %out_103, %v_394 : f64
    linalg.yield %v_395 : f64
  } -> tensor<16xf64>
  %e_83 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_1 : tensor<16xf64>) outs(%e_83 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_130: f64, %out_104: f32):
    %v_396 = arith.truncf %in_130 : f64 to f32
    linalg.yield %v_396 : f32
  } -> tensor<16xf32>
  %e_84 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_84 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_105: f64):
    %v_397 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_397 : f64
  } -> tensor<16xf64>
  %ln_db_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18 : tensor<16x16xf32>) outs(%fill_48 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_131: f32, %out_106: f64):
    %v_398 = arith.extf %in_131 : f32 to f64
    %v_399 = arith.addf %out_106, %v_398 : f64
    linalg.yield %v_399 : f64
  } -> tensor<16xf64>
  %e_85 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_1 : tensor<16xf64>) outs(%e_85 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_132: f64, %out_107: f32):
    %v_400 = arith.truncf %in_132 : f64 to f32
    linalg.yield %v_400 : f32
  } -> tensor<16xf32>
  %e_86 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ln_dx, %ln_dx_1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_86 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_133: f32, %in_134: f32, %out_108: f32):
    %v_401 = arith.addf %in_133, %in_134 : f32
    linalg.yield %v_401 : f32
  } -> tensor<16x16xf32>
  %e_87 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_87 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_109: f32):
    %v_402 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_402 : f32
  } -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_4 : tensor<16x16xf32>) outs(%fill_49 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_135: f32, %out_110: f32):
    %v_403 = arith.addf %out_110, %in_135 : f32
    linalg.yield %v_403 : f32
  } -> tensor<16xf32>
  %e_88 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_88 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_111: f32):
    %v_404 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_404 : f32
  } -> tensor<16x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_4, %wo1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_50 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_89 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_89 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_112: f32):
    %v_405 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_405 : f32
  } -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_8, %add_4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_51 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_9 = tensor.expand_shape %mm_20 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_90 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_8 = linalg.transpose ins(%expanded_9 : tensor<2x8x2x8xf32>) outs(%e_90 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_10 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_91 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_91 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_113: f32):
    %v_406 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_406 : f32
  } -> tensor<4x8x8xf32>
  %mm_22 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_10, %collapsed_7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_92 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_92 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_114: f32):
    %v_407 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_407 : f32
  } -> tensor<4x8x8xf32>
  %mm_23 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax_1, %collapsed_10 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_93 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_93 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_115: f32):
    %v_408 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_408 : f32
  } -> tensor<4x8xf32>
  %row_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_22, %softmax_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_54 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_136: f32, %in_137: f32, %out_116: f32):
    %v_409 = arith.mulf %in_136, %in_137 : f32
    %v_410 = arith.addf %out_116, %v_409 : f32
    linalg.yield %v_410 : f32
  } -> tensor<4x8xf32>
  %e_94 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_22, %softmax_1, %row_22 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_94 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_138: f32, %in_139: f32, %in_140: f32, %out_117: f32):
    %v_411 = arith.subf %in_138, %in_140 : f32
    %v_412 = arith.mulf %in_139, %v_411 : f32
    linalg.yield %v_412 : f32
  } -> tensor<4x8x8xf32>
  %e_95 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad : tensor<4x8x8xf32>) outs(%e_95 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_141: f32, %out_118: f32):
    %v_413 = arith.constant 3.53553400000000018e-01 : f32
    %v_414 = arith.mulf %in_141, %v_413 : f32
    linalg.yield %v_414 : f32
  } -> tensor<4x8x8xf32>
  %e_96 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_96 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_119: f32):
    %v_415 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_415 : f32
  } -> tensor<4x8x8xf32>
  %mm_24 = linalg.batch_matmul {remat.backward} ins(%scale_2, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_55 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_97 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_97 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_120: f32):
    %v_416 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_416 : f32
  } -> tensor<4x8x8xf32>
  %mm_25 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_2, %collapsed_5 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_10 = tensor.expand_shape %mm_23 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_98 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_9 = linalg.transpose ins(%expanded_10 : tensor<2x2x8x8xf32>) outs(%e_98 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_11 = tensor.collapse_shape %transposed_9 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_99 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_57 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_99 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_121: f32):
    %v_417 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_417 : f32
  } -> tensor<16x16xf32>
  %mm_26 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_11, %wv1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_57 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_100 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_58 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_100 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_122: f32):
    %v_418 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_418 : f32
  } -> tensor<16x16xf32>
  %mm_27 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_11 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_58 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_11 = tensor.expand_shape %mm_25 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_101 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_10 = linalg.transpose ins(%expanded_11 : tensor<2x2x8x8xf32>) outs(%e_101 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_12 = tensor.collapse_shape %transposed_10 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_102 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_102 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_123: f32):
    %v_419 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_419 : f32
  } -> tensor<16x16xf32>
  %mm_28 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_12, %wk1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_59 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_103 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_103 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_124: f32):
    %v_420 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_420 : f32
  } -> tensor<16x16xf32>
  %mm_29 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_12 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_60 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_104 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_26, %mm_28 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_104 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_142: f32, %in_143: f32, %out_125: f32):
    %v_421 = arith.addf %in_142, %in_143 : f32
    linalg.yield %v_421 : f32
  } -> tensor<16x16xf32>
  %expanded_12 = tensor.expand_shape %mm_24 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_105 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_11 = linalg.transpose ins(%expanded_12 : tensor<2x2x8x8xf32>) outs(%e_105 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_13 = tensor.collapse_shape %transposed_11 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_106 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_61 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_106 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_126: f32):
    %v_422 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_422 : f32
  } -> tensor<16x16xf32>
  %mm_30 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_13, %wq1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_61 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_107 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_107 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_127: f32):
    %v_423 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_423 : f32
  } -> tensor<16x16xf32>
  %mm_31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_13 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_62 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_108 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_5, %mm_30 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_108 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_144: f32, %in_145: f32, %out_128: f32):
    %v_424 = arith.addf %in_144, %in_145 : f32
    linalg.yield %v_424 : f32
  } -> tensor<16x16xf32>
  %e_109 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_109 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_129: f64):
    %v_425 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_425 : f64
  } -> tensor<16xf64>
  %row_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_63 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_146: f32, %out_130: f64):
    %v_426 = arith.extf %in_146 : f32 to f64
    %v_427 = arith.addf %out_130, %v_426 : f64
    linalg.yield %v_427 : f64
  } -> tensor<16xf64>
  %e_110 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_64 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_110 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_131: f64):
    %v_428 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_428 : f64
  } -> tensor<16xf64>
  %row_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_23 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_64 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_147: f32, %in_148: f64, %out_132: f64):
    %v_429 = arith.extf %in_147 : f32 to f64
    %v_430 = arith.constant 1.600000e+01 : f64
    %v_431 = arith.divf %in_148, %v_430 : f64
    %v_432 = arith.subf %v_429, %v_431 : f64
    %v_433 = arith.mulf %v_432, %v_432 : f64
    %v_434 = arith.addf %out_132, %v_433 : f64
    linalg.yield %v_434 : f64
  } -> tensor<16xf64>
  %e_111 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_65 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_111 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_133: f64):
    %v_435 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_435 : f64
  } -> tensor<16xf64>
  %row_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %ln_a1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_65 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_149: f32, %in_150: f32, %out_134: f64):
    %v_436 = arith.extf %in_149 : f32 to f64
    %v_437 = arith.extf %in_150 : f32 to f64
    %v_438 = arith.mulf %v_436, %v_437 : f64
    %v_439 = arith.addf %out_134, %v_438 : f64
    linalg.yield %v_439 : f64
  } -> tensor<16xf64>
  %e_112 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_66 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_112 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_135: f64):
    %v_440 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_440 : f64
  } -> tensor<16xf64>
  %row_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %add_1, %row_23, %row_24, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_66 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_151: f32, %in_152: f32, %in_153: f64, %in_154: f64, %in_155: f32, %out_136: f64):
    %v_441 = arith.constant 1.600000e+01 : f64
    %v_442 = arith.divf %in_153, %v_441 : f64
    %v_443 = arith.constant 1.000000e+00 : f64
    %v_444 = arith.constant 1.600000e+01 : f64
    %v_445 = arith.divf %in_154, %v_444 : f64
    %v_446 = arith.constant 1.00000000000000008e-05 : f64
    %v_447 = arith.addf %v_445, %v_446 : f64
    %v_448 = math.sqrt %v_447 : f64
    %v_449 = arith.divf %v_443, %v_448 : f64
    %v_450 = arith.extf %in_152 : f32 to f64
    %v_451 = arith.subf %v_450, %v_442 : f64
    %v_452 = arith.mulf %v_451, %v_449 : f64
    %v_453 = arith.extf %in_151 : f32 to f64
    %v_454 = arith.extf %in_155 : f32 to f64
    %v_455 = arith.mulf %v_453, %v_454 : f64
    %v_456 = arith.mulf %v_455, %v_452 : f64
    %v_457 = arith.addf %out_136, %v_456 : f64
    linalg.yield %v_457 : f64
  } -> tensor<16xf64>
  %e_113 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24, %row_25, %row_26, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_113 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_156: f32, %in_157: f32, %in_158: f64, %in_159: f64, %in_160: f64, %in_161: f64, %in_162: f32, %out_137: f32):
    %v_458 = arith.constant 1.600000e+01 : f64
    %v_459 = arith.divf %in_158, %v_458 : f64
    %v_460 = arith.constant 1.000000e+00 : f64
    %v_461 = arith.constant 1.600000e+01 : f64
    %v_462 = arith.divf %in_159, %v_461 : f64
    %v_463 = arith.constant 1.00000000000000008e-05 : f64
    %v_464 = arith.addf %v_462, %v_463 : f64
    %v_465 = math.sqrt %v_464 : f64
    %v_466 = arith.divf %v_460, %v_465 : f64
    %v_467 = arith.truncf %v_459 : f64 to f32
    %v_468 = arith.truncf %v_466 : f64 to f32
    %v_469 = arith.subf %in_157, %v_467 : f32
    %v_470 = arith.mulf %v_469, %v_468 : f32
    %v_471 = arith.mulf %in_156, %in_162 : f32
    %v_472 = arith.constant 1.600000e+01 : f64
    %v_473 = arith.divf %in_160, %v_472 : f64
    %v_474 = arith.truncf %v_473 : f64 to f32
    %v_475 = arith.constant 1.600000e+01 : f64
    %v_476 = arith.divf %in_161, %v_475 : f64
    %v_477 = arith.truncf %v_476 : f64 to f32
    %v_478 = arith.subf %v_471, %v_474 : f32
    %v_479 = arith.mulf %v_470, %v_477 : f32
    %v_480 = arith.subf %v_478, %v_479 : f32
    %v_481 = arith.mulf %v_468, %v_480 : f32
    linalg.yield %v_481 : f32
  } -> tensor<16x16xf32>
  %e_114 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_67 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_114 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_138: f64):
    %v_482 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_482 : f64
  } -> tensor<16xf64>
  %ln_dg_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_67 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_163: f32, %in_164: f32, %in_165: f64, %in_166: f64, %out_139: f64):
    %v_483 = arith.extf %in_163 : f32 to f64
    %v_484 = arith.constant 1.600000e+01 : f64
    %v_485 = arith.divf %in_165, %v_484 : f64
    %v_486 = arith.constant 1.000000e+00 : f64
    %v_487 = arith.constant 1.600000e+01 : f64
    %v_488 = arith.divf %in_166, %v_487 : f64
    %v_489 = arith.constant 1.00000000000000008e-05 : f64
    %v_490 = arith.addf %v_488, %v_489 : f64
    %v_491 = math.sqrt %v_490 : f64
    %v_492 = arith.divf %v_486, %v_491 : f64
    %v_493 = arith.extf %in_164 : f32 to f64
    %v_494 = arith.subf %v_493, %v_485 : f64
    %v_495 = arith.mulf %v_494, %v_492 : f64
    %v_496 = arith.mulf %v_483, %v_495 : f64
    %v_497 = arith.addf %out_139, %v_496 : f64
    linalg.yield %v_497 : f64
  } -> tensor<16xf64>
  %e_115 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_2 : tensor<16xf64>) outs(%e_115 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_167: f64, %out_140: f32):
    %v_498 = arith.truncf %in_167 : f64 to f32
    linalg.yield %v_498 : f32
  } -> tensor<16xf32>
  %e_116 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_68 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_116 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_141: f64):
    %v_499 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_499 : f64
  } -> tensor<16xf64>
  %ln_db_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6 : tensor<16x16xf32>) outs(%fill_68 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_168: f32, %out_142: f64):
    %v_500 = arith.extf %in_168 : f32 to f64
    %v_501 = arith.addf %out_142, %v_500 : f64
    linalg.yield %v_501 : f64
  } -> tensor<16xf64>
  %e_117 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_2 : tensor<16xf64>) outs(%e_117 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_169: f64, %out_143: f32):
    %v_502 = arith.truncf %in_169 : f64 to f32
    linalg.yield %v_502 : f32
  } -> tensor<16xf32>
  %e_118 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_4, %ln_dx_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_118 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_170: f32, %in_171: f32, %out_144: f32):
    %v_503 = arith.addf %in_170, %in_171 : f32
    linalg.yield %v_503 : f32
  } -> tensor<16x16xf32>
  %e_119 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_69 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_119 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_145: f32):
    %v_504 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_504 : f32
  } -> tensor<16xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_7 : tensor<16x16xf32>) outs(%fill_69 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_172: f32, %out_146: f32):
    %v_505 = arith.addf %out_146, %in_172 : f32
    linalg.yield %v_505 : f32
  } -> tensor<16xf32>
  %e_120 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_70 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_120 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_147: f32):
    %v_506 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_506 : f32
  } -> tensor<16x32xf32>
  %mm_32 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_7, %w2_0 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_70 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_121 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_121 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_148: f32):
    %v_507 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_507 : f32
  } -> tensor<32x16xf32>
  %mm_33 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu, %add_7 : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_71 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_122 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_32, %bias_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_122 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_173: f32, %in_174: f32, %out_149: f32):
    %v_508 = arith.mulf %in_174, %in_174 : f32
    %v_509 = arith.mulf %v_508, %in_174 : f32
    %v_510 = arith.constant 7.97884560802865406e-01 : f32
    %v_511 = arith.constant 4.47149999999999978e-02 : f32
    %v_512 = arith.mulf %v_511, %v_509 : f32
    %v_513 = arith.addf %in_174, %v_512 : f32
    %v_514 = arith.mulf %v_510, %v_513 : f32
    %v_515 = math.tanh %v_514 : f32
    %v_516 = arith.constant 7.97884560802865406e-01 : f32
    %v_517 = arith.constant 1.000000e+00 : f32
    %v_518 = arith.constant 1.34144999999999986e-01 : f32
    %v_519 = arith.mulf %in_174, %in_174 : f32
    %v_520 = arith.mulf %v_518, %v_519 : f32
    %v_521 = arith.addf %v_517, %v_520 : f32
    %v_522 = arith.mulf %v_516, %v_521 : f32
    %v_523 = arith.constant 5.00000000000000000e-01 : f32
    %v_524 = arith.constant 1.000000e+00 : f32
    %v_525 = arith.addf %v_524, %v_515 : f32
    %v_526 = arith.mulf %v_523, %v_525 : f32
    %v_527 = arith.constant 5.00000000000000000e-01 : f32
    %v_528 = arith.mulf %v_527, %in_174 : f32
    %v_529 = arith.constant 1.000000e+00 : f32
    %v_530 = arith.mulf %v_515, %v_515 : f32
    %v_531 = arith.subf %v_529, %v_530 : f32
    %v_532 = arith.mulf %v_531, %v_522 : f32
    %v_533 = arith.mulf %v_528, %v_532 : f32
    %v_534 = arith.addf %v_526, %v_533 : f32
    %v_535 = arith.mulf %in_173, %v_534 : f32
    linalg.yield %v_535 : f32
  } -> tensor<16x32xf32>
  %e_123 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_72 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_123 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_150: f32):
    %v_536 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_536 : f32
  } -> tensor<32xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad_1 : tensor<16x32xf32>) outs(%fill_72 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_175: f32, %out_151: f32):
    %v_537 = arith.addf %out_151, %in_175 : f32
    linalg.yield %v_537 : f32
  } -> tensor<32xf32>
  %e_124 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_124 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_152: f32):
    %v_538 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_538 : f32
  } -> tensor<16x16xf32>
  %mm_34 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad_1, %w1_0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_73 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_125 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_125 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_153: f32):
    %v_539 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_539 : f32
  } -> tensor<16x32xf32>
  %mm_35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_1, %gelu_grad_1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_74 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_126 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_126 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_154: f64):
    %v_540 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_540 : f64
  } -> tensor<16xf64>
  %row_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_75 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_176: f32, %out_155: f64):
    %v_541 = arith.extf %in_176 : f32 to f64
    %v_542 = arith.addf %out_155, %v_541 : f64
    linalg.yield %v_542 : f64
  } -> tensor<16xf64>
  %e_127 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_76 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_127 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_156: f64):
    %v_543 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_543 : f64
  } -> tensor<16xf64>
  %row_28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_27 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_76 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_177: f32, %in_178: f64, %out_157: f64):
    %v_544 = arith.extf %in_177 : f32 to f64
    %v_545 = arith.constant 1.600000e+01 : f64
    %v_546 = arith.divf %in_178, %v_545 : f64
    %v_547 = arith.subf %v_544, %v_546 : f64
    %v_548 = arith.mulf %v_547, %v_547 : f64
    %v_549 = arith.addf %out_157, %v_548 : f64
    linalg.yield %v_549 : f64
  } -> tensor<16xf64>
  %e_128 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_77 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_128 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_158: f64):
    %v_550 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_550 : f64
  } -> tensor<16xf64>
  %row_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %ln_m0_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_77 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_179: f32, %in_180: f32, %out_159: f64):
    %v_551 = arith.extf %in_179 : f32 to f64
    %v_552 = arith.extf %in_180 : f32 to f64
    %v_553 = arith.mulf %v_551, %v_552 : f64
    %v_554 = arith.addf %out_159, %v_553 : f64
    linalg.yield %v_554 : f64
  } -> tensor<16xf64>
  %e_129 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_78 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_129 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_160: f64):
    %v_555 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_555 : f64
  } -> tensor<16xf64>
  %row_30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %add, %row_27, %row_28, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_78 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_181: f32, %in_182: f32, %in_183: f64, %in_184: f64, %in_185: f32, %out_161: f64):
    %v_556 = arith.constant 1.600000e+01 : f64
    %v_557 = arith.divf %in_183, %v_556 : f64
    %v_558 = arith.constant 1.000000e+00 : f64
    %v_559 = arith.constant 1.600000e+01 : f64
    %v_560 = arith.divf %in_184, %v_559 : f64
    %v_561 = arith.constant 1.00000000000000008e-05 : f64
    %v_562 = arith.addf %v_560, %v_561 : f64
    %v_563 = math.sqrt %v_562 : f64
    %v_564 = arith.divf %v_558, %v_563 : f64
    %v_565 = arith.extf %in_182 : f32 to f64
    %v_566 = arith.subf %v_565, %v_557 : f64
    %v_567 = arith.mulf %v_566, %v_564 : f64
    %v_568 = arith.extf %in_181 : f32 to f64
    %v_569 = arith.extf %in_185 : f32 to f64
    %v_570 = arith.mulf %v_568, %v_569 : f64
    %v_571 = arith.mulf %v_570, %v_567 : f64
    %v_572 = arith.addf %out_161, %v_571 : f64
    linalg.yield %v_572 : f64
  } -> tensor<16xf64>
  %e_130 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_34, %add, %row_27, %row_28, %row_29, %row_30, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_130 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_186: f32, %in_187: f32, %in_188: f64, %in_189: f64, %in_190: f64, %in_191: f64, %in_192: f32, %out_162: f32):
    %v_573 = arith.constant 1.600000e+01 : f64
    %v_574 = arith.divf %in_188, %v_573 : f64
    %v_575 = arith.constant 1.000000e+00 : f64
    %v_576 = arith.constant 1.600000e+01 : f64
    %v_577 = arith.divf %in_189, %v_576 : f64
    %v_578 = arith.constant 1.00000000000000008e-05 : f64
    %v_579 = arith.addf %v_577, %v_578 : f64
    %v_580 = math.sqrt %v_579 : f64
    %v_581 = arith.divf %v_575, %v_580 : f64
    %v_582 = arith.truncf %v_574 : f64 to f32
    %v_583 = arith.truncf %v_581 : f64 to f32
    %v_584 = arith.subf %in_187, %v_582 : f32
    %v_585 = arith.mulf %v_584, %v_583 : f32
    %v_586 = arith.mulf %in_186, %in_192 : f32
    %v_587 = arith.constant 1.600000e+01 : f64
    %v_588 = arith.divf %in_190, %v_587 : f64
    %v_589 = arith.truncf %v_588 : f64 to f32
    %v_590 = arith.constant 1.600000e+01 : f64
    %v_591 = arith.divf %in_191, %v_590 : f64
    %v_592 = arith.truncf %v_591 : f64 to f32
    %v_593 = arith.subf %v_586, %v_589 : f32
    %v_594 = arith.mulf %v_585, %v_592 : f32
    %v_595 = arith.subf %v_593, %v_594 : f32
    %v_596 = arith.mulf %v_583, %v_595 : f32
    linalg.yield %v_596 : f32
  } -> tensor<16x16xf32>
  %e_131 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_79 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_131 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_163: f64):
    %v_597 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_597 : f64
  } -> tensor<16xf64>
  %ln_dg_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34, %add, %row_27, %row_28 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_79 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_193: f32, %in_194: f32, %in_195: f64, %in_196: f64, %out_164: f64):
    %v_598 = arith.extf %in_193 : f32 to f64
    %v_599 = arith.constant 1.600000e+01 : f64
    %v_600 = arith.divf %in_195, %v_599 : f64
    %v_601 = arith.constant 1.000000e+00 : f64
    %v_602 = arith.constant 1.600000e+01 : f64
    %v_603 = arith.divf %in_196, %v_602 : f64
    %v_604 = arith.constant 1.00000000000000008e-05 : f64
    %v_605 = arith.addf %v_603, %v_604 : f64
    %v_606 = math.sqrt %v_605 : f64
    %v_607 = arith.divf %v_601, %v_606 : f64
    %v_608 = arith.extf %in_194 : f32 to f64
    %v_609 = arith.subf %v_608, %v_600 : f64
    %v_610 = arith.mulf %v_609, %v_607 : f64
    %v_611 = arith.mulf %v_598, %v_610 : f64
    %v_612 = arith.addf %out_164, %v_611 : f64
    linalg.yield %v_612 : f64
  } -> tensor<16xf64>
  %e_132 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_3 : tensor<16xf64>) outs(%e_132 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_197: f64, %out_165: f32):
    %v_613 = arith.truncf %in_197 : f64 to f32
    linalg.yield %v_613 : f32
  } -> tensor<16xf32>
  %e_133 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_80 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_133 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_166: f64):
    %v_614 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_614 : f64
  } -> tensor<16xf64>
  %ln_db_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34 : tensor<16x16xf32>) outs(%fill_80 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_198: f32, %out_167: f64):
    %v_615 = arith.extf %in_198 : f32 to f64
    %v_616 = arith.addf %out_167, %v_615 : f64
    linalg.yield %v_616 : f64
  } -> tensor<16xf64>
  %e_134 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_3 : tensor<16xf64>) outs(%e_134 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_199: f64, %out_168: f32):
    %v_617 = arith.truncf %in_199 : f64 to f32
    linalg.yield %v_617 : f32
  } -> tensor<16xf32>
  %e_135 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_7, %ln_dx_3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_135 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_200: f32, %in_201: f32, %out_169: f32):
    %v_618 = arith.addf %in_200, %in_201 : f32
    linalg.yield %v_618 : f32
  } -> tensor<16x16xf32>
  %e_136 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_81 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_136 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_170: f32):
    %v_619 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_619 : f32
  } -> tensor<16xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_8 : tensor<16x16xf32>) outs(%fill_81 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_202: f32, %out_171: f32):
    %v_620 = arith.addf %out_171, %in_202 : f32
    linalg.yield %v_620 : f32
  } -> tensor<16xf32>
  %e_137 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_82 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_137 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_172: f32):
    %v_621 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_621 : f32
  } -> tensor<16x16xf32>
  %mm_36 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_8, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_82 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_138 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_83 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_138 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_173: f32):
    %v_622 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_622 : f32
  } -> tensor<16x16xf32>
  %mm_37 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_4, %add_8 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_83 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_13 = tensor.expand_shape %mm_36 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_139 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_12 = linalg.transpose ins(%expanded_13 : tensor<2x8x2x8xf32>) outs(%e_139 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_14 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_140 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_140 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_174: f32):
    %v_623 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_623 : f32
  } -> tensor<4x8x8xf32>
  %mm_38 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_14, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_84 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_141 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_141 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_175: f32):
    %v_624 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_624 : f32
  } -> tensor<4x8x8xf32>
  %mm_39 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax, %collapsed_14 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_85 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_142 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_86 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_142 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_176: f32):
    %v_625 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_625 : f32
  } -> tensor<4x8xf32>
  %row_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_38, %softmax : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_86 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_203: f32, %in_204: f32, %out_177: f32):
    %v_626 = arith.mulf %in_203, %in_204 : f32
    %v_627 = arith.addf %out_177, %v_626 : f32
    linalg.yield %v_627 : f32
  } -> tensor<4x8xf32>
  %e_143 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_38, %softmax, %row_31 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_143 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_205: f32, %in_206: f32, %in_207: f32, %out_178: f32):
    %v_628 = arith.subf %in_205, %in_207 : f32
    %v_629 = arith.mulf %in_206, %v_628 : f32
    linalg.yield %v_629 : f32
  } -> tensor<4x8x8xf32>
  %e_144 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad_1 : tensor<4x8x8xf32>) outs(%e_144 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_208: f32, %out_179: f32):
    %v_630 = arith.constant 3.53553400000000018e-01 : f32
    %v_631 = arith.mulf %in_208, %v_630 : f32
    linalg.yield %v_631 : f32
  } -> tensor<4x8x8xf32>
  %e_145 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_145 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_180: f32):
    %v_632 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_632 : f32
  } -> tensor<4x8x8xf32>
  %mm_40 = linalg.batch_matmul {remat.backward} ins(%scale_3, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_87 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_146 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_146 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_181: f32):
    %v_633 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_633 : f32
  } -> tensor<4x8x8xf32>
  %mm_41 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_3, %collapsed_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_88 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_14 = tensor.expand_shape %mm_39 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_147 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_13 = linalg.transpose ins(%expanded_14 : tensor<2x2x8x8xf32>) outs(%e_147 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_148 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_148 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_182: f32):
    %v_634 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_634 : f32
  } -> tensor<16x16xf32>
  %mm_42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_15, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_89 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_149 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_149 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_183: f32):
    %v_635 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_635 : f32
  } -> tensor<16x16xf32>
  %mm_43 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_15 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_90 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_15 = tensor.expand_shape %mm_41 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_150 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_14 = linalg.transpose ins(%expanded_15 : tensor<2x2x8x8xf32>) outs(%e_150 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_16 = tensor.collapse_shape %transposed_14 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_151 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_151 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_184: f32):
    %v_636 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_636 : f32
  } -> tensor<16x16xf32>
  %mm_44 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_16, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_91 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_152 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_92 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_152 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_185: f32):
    %v_637 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_637 : f32
  } -> tensor<16x16xf32>
  %mm_45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_16 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_92 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_153 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_42, %mm_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_153 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_209: f32, %in_210: f32, %out_186: f32):
    %v_638 = arith.addf %in_209, %in_210 : f32
    linalg.yield %v_638 : f32
  } -> tensor<16x16xf32>
  %expanded_16 = tensor.expand_shape %mm_40 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_154 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_15 = linalg.transpose ins(%expanded_16 : tensor<2x2x8x8xf32>) outs(%e_154 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_155 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_155 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_187: f32):
    %v_639 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_639 : f32
  } -> tensor<16x16xf32>
  %mm_46 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_17, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_93 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_156 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_156 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_188: f32):
    %v_640 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_640 : f32
  } -> tensor<16x16xf32>
  %mm_47 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_17 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_94 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_157 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_9, %mm_46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_157 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_211: f32, %in_212: f32, %out_189: f32):
    %v_641 = arith.addf %in_211, %in_212 : f32
    linalg.yield %v_641 : f32
  } -> tensor<16x16xf32>
  %e_158 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_95 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_158 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_190: f64):
    %v_642 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_642 : f64
  } -> tensor<16xf64>
  %row_32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill_95 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_213: f32, %out_191: f64):
    %v_643 = arith.extf %in_213 : f32 to f64
    %v_644 = arith.addf %out_191, %v_643 : f64
    linalg.yield %v_644 : f64
  } -> tensor<16xf64>
  %e_159 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_96 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_159 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_192: f64):
    %v_645 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_645 : f64
  } -> tensor<16xf64>
  %row_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row_32 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_96 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_214: f32, %in_215: f64, %out_193: f64):
    %v_646 = arith.extf %in_214 : f32 to f64
    %v_647 = arith.constant 1.600000e+01 : f64
    %v_648 = arith.divf %in_215, %v_647 : f64
    %v_649 = arith.subf %v_646, %v_648 : f64
    %v_650 = arith.mulf %v_649, %v_649 : f64
    %v_651 = arith.addf %out_193, %v_650 : f64
    linalg.yield %v_651 : f64
  } -> tensor<16xf64>
  %e_160 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_97 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_160 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_194: f64):
    %v_652 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_652 : f64
  } -> tensor<16xf64>
  %ln_dg_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10, %collapsed, %row_32, %row_33 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_97 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_216: f32, %in_217: f32, %in_218: f64, %in_219: f64, %out_195: f64):
    %v_653 = arith.extf %in_216 : f32 to f64
    %v_654 = arith.constant 1.600000e+01 : f64
    %v_655 = arith.divf %in_218, %v_654 : f64
    %v_656 = arith.constant 1.000000e+00 : f64
    %v_657 = arith.constant 1.600000e+01 : f64
    %v_658 = arith.divf %in_219, %v_657 : f64
    %v_659 = arith.constant 1.00000000000000008e-05 : f64
    %v_660 = arith.addf %v_658, %v_659 : f64
    %v_661 = math.sqrt %v_660 : f64
    %v_662 = arith.divf %v_656, %v_661 : f64
    %v_663 = arith.extf %in_217 : f32 to f64
    %v_664 = arith.subf %v_663, %v_655 : f64
    %v_665 = arith.mulf %v_664, %v_662 : f64
    %v_666 = arith.mulf %v_653, %v_665 : f64
    %v_667 = arith.addf %out_195, %v_666 : f64
    linalg.yield %v_667 : f64
  } -> tensor<16xf64>
  %e_161 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_4 : tensor<16xf64>) outs(%e_161 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_220: f64, %out_196: f32):
    %v_668 = arith.truncf %in_220 : f64 to f32
    linalg.yield %v_668 : f32
  } -> tensor<16xf32>
  %e_162 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_98 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_162 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_197: f64):
    %v_669 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_669 : f64
  } -> tensor<16xf64>
  %ln_db_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10 : tensor<16x16xf32>) outs(%fill_98 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_221: f32, %out_198: f64):
    %v_670 = arith.extf %in_221 : f32 to f64
    %v_671 = arith.addf %out_198, %v_670 : f64
    linalg.yield %v_671 : f64
  } -> tensor<16xf64>
  %e_163 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_4 : tensor<16xf64>) outs(%e_163 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_222: f64, %out_199: f32):
    %v_672 = arith.truncf %in_222 : f64 to f32
    linalg.yield %v_672 : f32
  } -> tensor<16xf32>
  return %div, %ln_dg_round_4, %ln_db_round_4, %ln_dg_round_3, %ln_db_round_3, %mm_47, %mm_45, %mm_43, %mm_37, %sum_5, %mm_35, %sum_4, %mm_33, %sum_3, %ln_dg_round_2, %ln_db_round_2, %ln_dg_round_1, %ln_db_round_1, %mm_31, %mm_29, %mm_27, %mm_21, %sum_2, %mm_19, %sum_1, %mm_17, %sum, %ln_dg_round, %ln_db_round : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
