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
  %e_59 = tensor.empty() : tensor<f64>
  %fill_30 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e_59 : tensor<f64>) {
  ^bb0(%out_65: f64):
    %v_199 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_199 : f64
  } -> tensor<f64>
  %mse = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%expanded_8, %target : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%fill_30 : tensor<f64>) {
  ^bb0(%in_76: f32, %in_77: f32, %out_66: f64):
    %v_200 = arith.extf %in_76 : f32 to f64
    %v_201 = arith.extf %in_77 : f32 to f64
    %v_202 = arith.subf %v_200, %v_201 : f64
    %v_203 = arith.mulf %v_202, %v_202 : f64
    %v_204 = arith.addf %out_66, %v_203 : f64
    linalg.yield %v_204 : f64
  } -> tensor<f64>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%mse : tensor<f64>) {
  ^bb0(%out_67: f64):
    %v_205 = arith.constant 2.560000e+02 : f64
    %v_206 = arith.divf %out_67, %v_205 : f64
    linalg.yield %v_206 : f64
  } -> tensor<f64>
  %e_60 = tensor.empty() : tensor<f32>
  %mse_round = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%div : tensor<f64>) outs(%e_60 : tensor<f32>) {
  ^bb0(%in_78: f64, %out_68: f32):
    %v_207 = arith.truncf %in_78 : f64 to f32
    linalg.yield %v_207 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_61 = tensor.empty() {remat.backward} : tensor<2x8x16xf32>
  %mse_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %target, %one : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<f32>) outs(%e_61 : tensor<2x8x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_79: f32, %in_80: f32, %in_81: f32, %out_69: f32):
    %v_208 = arith.constant 7.81250000000000000e-03 : f32
    %v_209 = arith.subf %in_79, %in_80 : f32
    %v_210 = arith.mulf %v_208, %v_209 : f32
    %v_211 = arith.mulf %in_81, %v_210 : f32
    linalg.yield %v_211 : f32
  } -> tensor<2x8x16xf32>
  %collapsed_9 = tensor.collapse_shape %mse_grad [[0, 1], [2]] {remat.backward} : tensor<2x8x16xf32> into tensor<16x16xf32>
  %e_62 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_62 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_70: f64):
    %v_212 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_212 : f64
  } -> tensor<16xf64>
  %row_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3 : tensor<16x16xf32>) outs(%fill_31 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_82: f32, %out_71: f64):
    %v_213 = arith.extf %in_82 : f32 to f64
    %v_214 = arith.addf %out_71, %v_213 : f64
    linalg.yield %v_214 : f64
  } -> tensor<16xf64>
  %e_63 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_32 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_63 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_72: f64):
    %v_215 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_215 : f64
  } -> tensor<16xf64>
  %row_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_3, %row_14 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_32 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_83: f32, %in_84: f64, %out_73: f64):
    %v_216 = arith.extf %in_83 : f32 to f64
    %v_217 = arith.constant 1.600000e+01 : f64
    %v_218 = arith.divf %in_84, %v_217 : f64
    %v_219 = arith.subf %v_216, %v_218 : f64
    %v_220 = arith.mulf %v_219, %v_219 : f64
    %v_221 = arith.addf %out_73, %v_220 : f64
    linalg.yield %v_221 : f64
  } -> tensor<16xf64>
  %e_64 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_64 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_74: f64):
    %v_222 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_222 : f64
  } -> tensor<16xf64>
  %row_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %lnf_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_33 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_85: f32, %in_86: f32, %out_75: f64):
    %v_223 = arith.extf %in_85 : f32 to f64
    %v_224 = arith.extf %in_86 : f32 to f64
    %v_225 = arith.mulf %v_223, %v_224 : f64
    %v_226 = arith.addf %out_75, %v_225 : f64
    linalg.yield %v_226 : f64
  } -> tensor<16xf64>
  %e_65 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_65 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_76: f64):
    %v_227 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_227 : f64
  } -> tensor<16xf64>
  %row_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_34 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_87: f32, %in_88: f32, %in_89: f64, %in_90: f64, %in_91: f32, %out_77: f64):
    %v_228 = arith.constant 1.600000e+01 : f64
    %v_229 = arith.divf %in_89, %v_228 : f64
    %v_230 = arith.constant 1.000000e+00 : f64
    %v_231 = arith.constant 1.600000e+01 : f64
    %v_232 = arith.divf %in_90, %v_231 : f64
    %v_233 = arith.constant 1.00000000000000008e-05 : f64
    %v_234 = arith.addf %v_232, %v_233 : f64
    %v_235 = math.sqrt %v_234 : f64
    %v_236 = arith.divf %v_230, %v_235 : f64
    %v_237 = arith.extf %in_88 : f32 to f64
    %v_238 = arith.subf %v_237, %v_229 : f64
    %v_239 = arith.mulf %v_238, %v_236 : f64
    %v_240 = arith.extf %in_87 : f32 to f64
    %v_241 = arith.extf %in_91 : f32 to f64
    %v_242 = arith.mulf %v_240, %v_241 : f64
    %v_243 = arith.mulf %v_242, %v_239 : f64
    %v_244 = arith.addf %out_77, %v_243 : f64
    linalg.yield %v_244 : f64
  } -> tensor<16xf64>
  %e_66 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15, %row_16, %row_17, %lnf_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_66 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_92: f32, %in_93: f32, %in_94: f64, %in_95: f64, %in_96: f64, %in_97: f64, %in_98: f32, %out_78: f32):
    %v_245 = arith.constant 1.600000e+01 : f64
    %v_246 = arith.divf %in_94, %v_245 : f64
    %v_247 = arith.constant 1.000000e+00 : f64
    %v_248 = arith.constant 1.600000e+01 : f64
    %v_249 = arith.divf %in_95, %v_248 : f64
    %v_250 = arith.constant 1.00000000000000008e-05 : f64
    %v_251 = arith.addf %v_249, %v_250 : f64
    %v_252 = math.sqrt %v_251 : f64
    %v_253 = arith.divf %v_247, %v_252 : f64
    %v_254 = arith.truncf %v_246 : f64 to f32
    %v_255 = arith.truncf %v_253 : f64 to f32
    %v_256 = arith.subf %in_93, %v_254 : f32
    %v_257 = arith.mulf %v_256, %v_255 : f32
    %v_258 = arith.mulf %in_92, %in_98 : f32
    %v_259 = arith.constant 1.600000e+01 : f64
    %v_260 = arith.divf %in_96, %v_259 : f64
    %v_261 = arith.truncf %v_260 : f64 to f32
    %v_262 = arith.constant 1.600000e+01 : f64
    %v_263 = arith.divf %in_97, %v_262 : f64
    %v_264 = arith.truncf %v_263 : f64 to f32
    %v_265 = arith.subf %v_258, %v_261 : f32
    %v_266 = arith.mulf %v_257, %v_264 : f32
    %v_267 = arith.subf %v_265, %v_266 : f32
    %v_268 = arith.mulf %v_255, %v_267 : f32
    linalg.yield %v_268 : f32
  } -> tensor<16x16xf32>
  %e_67 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_35 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_67 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_79: f64):
    %v_269 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_269 : f64
  } -> tensor<16xf64>
  %ln_dg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9, %add_3, %row_14, %row_15 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_35 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_99: f32, %in_100: f32, %in_101: f64, %in_102: f64, %out_80: f64):
    %v_270 = arith.extf %in_99 : f32 to f64
    %v_271 = arith.constant 1.600000e+01 : f64
    %v_272 = arith.divf %in_101, %v_271 : f64
    %v_273 = arith.constant 1.000000e+00 : f64
    %v_274 = arith.constant 1.600000e+01 : f64
    %v_275 = arith.divf %in_102, %v_274 : f64
    %v_276 = arith.constant 1.00000000000000008e-05 : f64
    %v_277 = arith.addf %v_275, %v_276 : f64
    %v_278 = math.sqrt %v_277 : f64
    %v_279 = arith.divf %v_273, %v_278 : f64
    %v_280 = arith.extf %in_100 : f32 to f64
    %v_281 = arith.subf %v_280, %v_272 : f64
    %v_282 = arith.mulf %v_281, %v_279 : f64
    %v_283 = arith.mulf %v_270, %v_282 : f64
    %v_284 = arith.addf %out_80, %v_283 : f64
    linalg.yield %v_284 : f64
  } -> tensor<16xf64>
  %e_68 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg : tensor<16xf64>) outs(%e_68 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_103: f64, %out_81: f32):
    %v_285 = arith.truncf %in_103 : f64 to f32
    linalg.yield %v_285 : f32
  } -> tensor<16xf32>
  %e_69 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_36 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_69 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_82: f64):
    %v_286 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_286 : f64
  } -> tensor<16xf64>
  %ln_db = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9 : tensor<16x16xf32>) outs(%fill_36 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_104: f32, %out_83: f64):
    %v_287 = arith.extf %in_104 : f32 to f64
    %v_288 = arith.addf %out_83, %v_287 : f64
    linalg.yield %v_288 : f64
  } -> tensor<16xf64>
  %e_70 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db : tensor<16xf64>) outs(%e_70 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_105: f64, %out_84: f32):
    %v_289 = arith.truncf %in_105 : f64 to f32
    linalg.yield %v_289 : f32
  } -> tensor<16xf32>
  %e_71 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_71 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_85: f32):
    %v_290 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_290 : f32
  } -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%ln_dx : tensor<16x16xf32>) outs(%fill_37 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_106: f32, %out_86: f32):
    %v_291 = arith.addf %out_86, %in_106 : f32
    linalg.yield %v_291 : f32
  } -> tensor<16xf32>
  %e_72 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_72 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_87: f32):
    %v_292 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_292 : f32
  } -> tensor<16x32xf32>
  %mm_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_dx, %w2_1 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_38 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_73 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_73 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_88: f32):
    %v_293 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_293 : f32
  } -> tensor<32x16xf32>
  %mm_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_1, %ln_dx : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_39 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_74 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_16, %bias_4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_74 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_107: f32, %in_108: f32, %out_89: f32):
    %v_294 = arith.mulf %in_108, %in_108 : f32
    %v_295 = arith.mulf %v_294, %in_108 : f32
    %v_296 = arith.constant 7.97884560802865406e-01 : f32
    %v_297 = arith.constant 4.47149999999999978e-02 : f32
    %v_298 = arith.mulf %v_297, %v_295 : f32
    %v_299 = arith.addf %in_108, %v_298 : f32
    %v_300 = arith.mulf %v_296, %v_299 : f32
    %v_301 = math.tanh %v_300 : f32
    %v_302 = arith.constant 7.97884560802865406e-01 : f32
    %v_303 = arith.constant 1.000000e+00 : f32
    %v_304 = arith.constant 1.34144999999999986e-01 : f32
    %v_305 = arith.mulf %in_108, %in_108 : f32
    %v_306 = arith.mulf %v_304, %v_305 : f32
    %v_307 = arith.addf %v_303, %v_306 : f32
    %v_308 = arith.mulf %v_302, %v_307 : f32
    %v_309 = arith.constant 5.00000000000000000e-01 : f32
    %v_310 = arith.constant 1.000000e+00 : f32
    %v_311 = arith.addf %v_310, %v_301 : f32
    %v_312 = arith.mulf %v_309, %v_311 : f32
    %v_313 = arith.constant 5.00000000000000000e-01 : f32
    %v_314 = arith.mulf %v_313, %in_108 : f32
    %v_315 = arith.constant 1.000000e+00 : f32
    %v_316 = arith.mulf %v_301, %v_301 : f32
    %v_317 = arith.subf %v_315, %v_316 : f32
    %v_318 = arith.mulf %v_317, %v_308 : f32
    %v_319 = arith.mulf %v_314, %v_318 : f32
    %v_320 = arith.addf %v_312, %v_319 : f32
    %v_321 = arith.mulf %in_107, %v_320 : f32
    linalg.yield %v_321 : f32
  } -> tensor<16x32xf32>
  %e_75 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_75 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_90: f32):
    %v_322 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_322 : f32
  } -> tensor<32xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad : tensor<16x32xf32>) outs(%fill_40 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_109: f32, %out_91: f32):
    %v_323 = arith.addf %out_91, %in_109 : f32
    linalg.yield %v_323 : f32
  } -> tensor<32xf32>
  %e_76 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_76 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_92: f32):
    %v_324 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_324 : f32
  } -> tensor<16x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad, %w1_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_41 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_77 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_77 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_93: f32):
    %v_325 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_325 : f32
  } -> tensor<16x32xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_3, %gelu_grad : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_42 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_78 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_78 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_94: f64):
    %v_326 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_326 : f64
  } -> tensor<16xf64>
  %row_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2 : tensor<16x16xf32>) outs(%fill_43 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_110: f32, %out_95: f64):
    %v_327 = arith.extf %in_110 : f32 to f64
    %v_328 = arith.addf %out_95, %v_327 : f64
    linalg.yield %v_328 : f64
  } -> tensor<16xf64>
  %e_79 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_79 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_96: f64):
    %v_329 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_329 : f64
  } -> tensor<16xf64>
  %row_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_2, %row_18 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_44 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_111: f32, %in_112: f64, %out_97: f64):
    %v_330 = arith.extf %in_111 : f32 to f64
    %v_331 = arith.constant 1.600000e+01 : f64
    %v_332 = arith.divf %in_112, %v_331 : f64
    %v_333 = arith.subf %v_330, %v_332 : f64
    %v_334 = arith.mulf %v_333, %v_333 : f64
    %v_335 = arith.addf %out_97, %v_334 : f64
    linalg.yield %v_335 : f64
  } -> tensor<16xf64>
  %e_80 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_45 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_80 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_98: f64):
    %v_336 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_336 : f64
  } -> tensor<16xf64>
  %row_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %ln_m1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_45 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_113: f32, %in_114: f32, %out_99: f64):
    %v_337 = arith.extf %in_113 : f32 to f64
    %v_338 = arith.extf %in_114 : f32 to f64
    %v_339 = arith.mulf %v_337, %v_338 : f64
    %v_340 = arith.addf %out_99, %v_339 : f64
    linalg.yield %v_340 : f64
  } -> tensor<16xf64>
  %e_81 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_81 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_100: f64):
    %v_341 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_341 : f64
  } -> tensor<16xf64>
  %row_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_18, %add_2, %row_18, %row_19, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_46 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_115: f32, %in_116: f32, %in_117: f64, %in_118: f64, %in_119: f32, %out_101: f64):
    %v_342 = arith.constant 1.600000e+01 : f64
    %v_343 = arith.divf %in_117, %v_342 : f64
    %v_344 = arith.constant 1.000000e+00 : f64
    %v_345 = arith.constant 1.600000e+01 : f64
    %v_346 = arith.divf %in_118, %v_345 : f64
    %v_347 = arith.constant 1.00000000000000008e-05 : f64
    %v_348 = arith.addf %v_346, %v_347 : f64
    %v_349 = math.sqrt %v_348 : f64
    %v_350 = arith.divf %v_344, %v_349 : f64
    %v_351 = arith.extf %in_116 : f32 to f64
    %v_352 = arith.subf %v_351, %v_343 : f64
    %v_353 = arith.mulf %v_352, %v_350 : f64
    %v_354 = arith.extf %in_115 : f32 to f64
    %v_355 = arith.extf %in_119 : f32 to f64
    %v_356 = arith.mulf %v_354, %v_355 : f64
    %v_357 = arith.mulf %v_356, %v_353 : f64
    %v_358 = arith.addf %out_101, %v_357 : f64
    linalg.yield %v_358 : f64
  } -> tensor<16xf64>
  %e_82 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19, %row_20, %row_21, %ln_m1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_82 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_120: f32, %in_121: f32, %in_122: f64, %in_123: f64, %in_124: f64, %in_125: f64, %in_126: f32, %out_102: f32):
    %v_359 = arith.constant 1.600000e+01 : f64
    %v_360 = arith.divf %in_122, %v_359 : f64
    %v_361 = arith.constant 1.000000e+00 : f64
    %v_362 = arith.constant 1.600000e+01 : f64
    %v_363 = arith.divf %in_123, %v_362 : f64
    %v_364 = arith.constant 1.00000000000000008e-05 : f64
    %v_365 = arith.addf %v_363, %v_364 : f64
    %v_366 = math.sqrt %v_365 : f64
    %v_367 = arith.divf %v_361, %v_366 : f64
    %v_368 = arith.truncf %v_360 : f64 to f32
    %v_369 = arith.truncf %v_367 : f64 to f32
    %v_370 = arith.subf %in_121, %v_368 : f32
    %v_371 = arith.mulf %v_370, %v_369 : f32
    %v_372 = arith.mulf %in_120, %in_126 : f32
    %v_373 = arith.constant 1.600000e+01 : f64
    %v_374 = arith.divf %in_124, %v_373 : f64
    %v_375 = arith.truncf %v_374 : f64 to f32
    %v_376 = arith.constant 1.600000e+01 : f64
    %v_377 = arith.divf %in_125, %v_376 : f64
    %v_378 = arith.truncf %v_377 : f64 to f32
    %v_379 = arith.subf %v_372, %v_375 : f32
    %v_380 = arith.mulf %v_371, %v_378 : f32
    %v_381 = arith.subf %v_379, %v_380 : f32
    %v_382 = arith.mulf %v_369, %v_381 : f32
    linalg.yield %v_382 : f32
  } -> tensor<16x16xf32>
  %e_83 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_47 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_83 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_103: f64):
    %v_383 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_383 : f64
  } -> tensor<16xf64>
  %ln_dg_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18, %add_2, %row_18, %row_19 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_47 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_127: f32, %in_128: f32, %in_129: f64, %in_130: f64, %out_104: f64):
    %v_384 = arith.extf %in_127 : f32 to f64
    %v_385 = arith.constant 1.600000e+01 : f64
    %v_386 = arith.divf %in_129, %v_385 : f64
    %v_387 = arith.constant 1.000000e+00 : f64
    %v_388 = arith.constant 1.600000e+01 : f64
    %v_389 = arith.divf %in_130, %v_388 : f64
    %v_390 = arith.constant 1.00000000000000008e-05 : f64
    %v_391 = arith.addf %v_389, %v_390 : f64
    %v_392 = math.sqrt %v_391 : f64
    %v_393 = arith.divf %v_387, %v_392 : f64
    %v_394 = arith.extf %in_128 : f32 to f64
    %v_395 = arith.subf %v_394, %v_386 : f64
    %v_396 = arith.mulf %v_395, %v_393 : f64
    %v_397 = arith.mulf %v_384, %v_396 : f64
    %v_398 = arith.addf %out_104, %v_397 : f64
    linalg.yield %v_398 : f64
  } -> tensor<16xf64>
  %e_84 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_1 : tensor<16xf64>) outs(%e_84 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_131: f64, %out_105: f32):
    %v_399 = arith.truncf %in_131 : f64 to f32
    linalg.yield %v_399 : f32
  } -> tensor<16xf32>
  %e_85 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_85 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_106: f64):
    %v_400 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_400 : f64
  } -> tensor<16xf64>
  %ln_db_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_18 : tensor<16x16xf32>) outs(%fill_48 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_132: f32, %out_107: f64):
    %v_401 = arith.extf %in_132 : f32 to f64
    %v_402 = arith.addf %out_107, %v_401 : f64
    linalg.yield %v_402 : f64
  } -> tensor<16xf64>
  %e_86 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_1 : tensor<16xf64>) outs(%e_86 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_133: f64, %out_108: f32):
    %v_403 = arith.truncf %in_133 : f64 to f32
    linalg.yield %v_403 : f32
  } -> tensor<16xf32>
  %e_87 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ln_dx, %ln_dx_1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_87 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_134: f32, %in_135: f32, %out_109: f32):
    %v_404 = arith.addf %in_134, %in_135 : f32
    linalg.yield %v_404 : f32
  } -> tensor<16x16xf32>
  %e_88 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_88 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_110: f32):
    %v_405 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_405 : f32
  } -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_4 : tensor<16x16xf32>) outs(%fill_49 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_136: f32, %out_111: f32):
    %v_406 = arith.addf %out_111, %in_136 : f32
    linalg.yield %v_406 : f32
  } -> tensor<16xf32>
  %e_89 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_89 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_112: f32):
    %v_407 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_407 : f32
  } -> tensor<16x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_4, %wo1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_50 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_90 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_51 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_90 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_113: f32):
    %v_408 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_408 : f32
  } -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_8, %add_4 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_51 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_9 = tensor.expand_shape %mm_20 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_91 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_8 = linalg.transpose ins(%expanded_9 : tensor<2x8x2x8xf32>) outs(%e_91 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_10 = tensor.collapse_shape %transposed_8 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_92 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_92 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_114: f32):
    %v_409 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_409 : f32
  } -> tensor<4x8x8xf32>
  %mm_22 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_10, %collapsed_7 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_52 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_93 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_93 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_115: f32):
    %v_410 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_410 : f32
  } -> tensor<4x8x8xf32>
  %mm_23 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax_1, %collapsed_10 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_53 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_94 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_94 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_116: f32):
    %v_411 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_411 : f32
  } -> tensor<4x8xf32>
  %row_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_22, %softmax_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_54 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_137: f32, %in_138: f32, %out_117: f32):
    %v_412 = arith.mulf %in_137, %in_138 : f32
    %v_413 = arith.addf %out_117, %v_412 : f32
    linalg.yield %v_413 : f32
  } -> tensor<4x8xf32>
  %e_95 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_22, %softmax_1, %row_22 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_95 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_139: f32, %in_140: f32, %in_141: f32, %out_118: f32):
    %v_414 = arith.subf %in_139, %in_141 : f32
    %v_415 = arith.mulf %in_140, %v_414 : f32
    linalg.yield %v_415 : f32
  } -> tensor<4x8x8xf32>
  %e_96 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad : tensor<4x8x8xf32>) outs(%e_96 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_142: f32, %out_119: f32):
    %v_416 = arith.constant 3.53553400000000018e-01 : f32
    %v_417 = arith.mulf %in_142, %v_416 : f32
    linalg.yield %v_417 : f32
  } -> tensor<4x8x8xf32>
  %e_97 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_97 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_120: f32):
    %v_418 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_418 : f32
  } -> tensor<4x8x8xf32>
  %mm_24 = linalg.batch_matmul {remat.backward} ins(%scale_2, %collapsed_6 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_55 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_98 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_98 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_121: f32):
    %v_419 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_419 : f32
  } -> tensor<4x8x8xf32>
  %mm_25 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_2, %collapsed_5 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_56 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_10 = tensor.expand_shape %mm_23 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_99 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_9 = linalg.transpose ins(%expanded_10 : tensor<2x2x8x8xf32>) outs(%e_99 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_11 = tensor.collapse_shape %transposed_9 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_100 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_57 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_100 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_122: f32):
    %v_420 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_420 : f32
  } -> tensor<16x16xf32>
  %mm_26 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_11, %wv1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_57 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_101 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_58 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_101 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_123: f32):
    %v_421 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_421 : f32
  } -> tensor<16x16xf32>
  %mm_27 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_11 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_58 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_11 = tensor.expand_shape %mm_25 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_102 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_10 = linalg.transpose ins(%expanded_11 : tensor<2x2x8x8xf32>) outs(%e_102 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_12 = tensor.collapse_shape %transposed_10 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_103 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_103 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_124: f32):
    %v_422 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_422 : f32
  } -> tensor<16x16xf32>
  %mm_28 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_12, %wk1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_59 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_104 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_60 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_104 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_125: f32):
    %v_423 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_423 : f32
  } -> tensor<16x16xf32>
  %mm_29 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_12 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_60 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_105 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_26, %mm_28 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_105 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_143: f32, %in_144: f32, %out_126: f32):
    %v_424 = arith.addf %in_143, %in_144 : f32
    linalg.yield %v_424 : f32
  } -> tensor<16x16xf32>
  %expanded_12 = tensor.expand_shape %mm_24 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_106 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_11 = linalg.transpose ins(%expanded_12 : tensor<2x2x8x8xf32>) outs(%e_106 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_13 = tensor.collapse_shape %transposed_11 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_107 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_61 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_107 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_127: f32):
    %v_425 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_425 : f32
  } -> tensor<16x16xf32>
  %mm_30 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_13, %wq1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_61 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_108 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_108 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_128: f32):
    %v_426 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_426 : f32
  } -> tensor<16x16xf32>
  %mm_31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_2, %collapsed_13 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_62 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_109 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_5, %mm_30 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_109 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_145: f32, %in_146: f32, %out_129: f32):
    %v_427 = arith.addf %in_145, %in_146 : f32
    linalg.yield %v_427 : f32
  } -> tensor<16x16xf32>
  %e_110 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_63 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_110 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_130: f64):
    %v_428 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_428 : f64
  } -> tensor<16xf64>
  %row_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1 : tensor<16x16xf32>) outs(%fill_63 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_147: f32, %out_131: f64):
    %v_429 = arith.extf %in_147 : f32 to f64
    %v_430 = arith.addf %out_131, %v_429 : f64
    linalg.yield %v_430 : f64
  } -> tensor<16xf64>
  %e_111 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_64 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_111 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_132: f64):
    %v_431 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_431 : f64
  } -> tensor<16xf64>
  %row_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_1, %row_23 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_64 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_148: f32, %in_149: f64, %out_133: f64):
    %v_432 = arith.extf %in_148 : f32 to f64
    %v_433 = arith.constant 1.600000e+01 : f64
    %v_434 = arith.divf %in_149, %v_433 : f64
    %v_435 = arith.subf %v_432, %v_434 : f64
    %v_436 = arith.mulf %v_435, %v_435 : f64
    %v_437 = arith.addf %out_133, %v_436 : f64
    linalg.yield %v_437 : f64
  } -> tensor<16xf64>
  %e_112 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_65 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_112 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_134: f64):
    %v_438 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_438 : f64
  } -> tensor<16xf64>
  %row_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %ln_a1_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_65 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_150: f32, %in_151: f32, %out_135: f64):
    %v_439 = arith.extf %in_150 : f32 to f64
    %v_440 = arith.extf %in_151 : f32 to f64
    %v_441 = arith.mulf %v_439, %v_440 : f64
    %v_442 = arith.addf %out_135, %v_441 : f64
    linalg.yield %v_442 : f64
  } -> tensor<16xf64>
  %e_113 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_66 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_113 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_136: f64):
    %v_443 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_443 : f64
  } -> tensor<16xf64>
  %row_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add_6, %add_1, %row_23, %row_24, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_66 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_152: f32, %in_153: f32, %in_154: f64, %in_155: f64, %in_156: f32, %out_137: f64):
    %v_444 = arith.constant 1.600000e+01 : f64
    %v_445 = arith.divf %in_154, %v_444 : f64
    %v_446 = arith.constant 1.000000e+00 : f64
    %v_447 = arith.constant 1.600000e+01 : f64
    %v_448 = arith.divf %in_155, %v_447 : f64
    %v_449 = arith.constant 1.00000000000000008e-05 : f64
    %v_450 = arith.addf %v_448, %v_449 : f64
    %v_451 = math.sqrt %v_450 : f64
    %v_452 = arith.divf %v_446, %v_451 : f64
    %v_453 = arith.extf %in_153 : f32 to f64
    %v_454 = arith.subf %v_453, %v_445 : f64
    %v_455 = arith.mulf %v_454, %v_452 : f64
    %v_456 = arith.extf %in_152 : f32 to f64
    %v_457 = arith.extf %in_156 : f32 to f64
    %v_458 = arith.mulf %v_456, %v_457 : f64
    %v_459 = arith.mulf %v_458, %v_455 : f64
    %v_460 = arith.addf %out_137, %v_459 : f64
    linalg.yield %v_460 : f64
  } -> tensor<16xf64>
  %e_114 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24, %row_25, %row_26, %ln_a1_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_114 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_157: f32, %in_158: f32, %in_159: f64, %in_160: f64, %in_161: f64, %in_162: f64, %in_163: f32, %out_138: f32):
    %v_461 = arith.constant 1.600000e+01 : f64
    %v_462 = arith.divf %in_159, %v_461 : f64
    %v_463 = arith.constant 1.000000e+00 : f64
    %v_464 = arith.constant 1.600000e+01 : f64
    %v_465 = arith.divf %in_160, %v_464 : f64
    %v_466 = arith.constant 1.00000000000000008e-05 : f64
    %v_467 = arith.addf %v_465, %v_466 : f64
    %v_468 = math.sqrt %v_467 : f64
    %v_469 = arith.divf %v_463, %v_468 : f64
    %v_470 = arith.truncf %v_462 : f64 to f32
    %v_471 = arith.truncf %v_469 : f64 to f32
    %v_472 = arith.subf %in_158, %v_470 : f32
    %v_473 = arith.mulf %v_472, %v_471 : f32
    %v_474 = arith.mulf %in_157, %in_163 : f32
    %v_475 = arith.constant 1.600000e+01 : f64
    %v_476 = arith.divf %in_161, %v_475 : f64
    %v_477 = arith.truncf %v_476 : f64 to f32
    %v_478 = arith.constant 1.600000e+01 : f64
    %v_479 = arith.divf %in_162, %v_478 : f64
    %v_480 = arith.truncf %v_479 : f64 to f32
    %v_481 = arith.subf %v_474, %v_477 : f32
    %v_482 = arith.mulf %v_473, %v_480 : f32
    %v_483 = arith.subf %v_481, %v_482 : f32
    %v_484 = arith.mulf %v_471, %v_483 : f32
    linalg.yield %v_484 : f32
  } -> tensor<16x16xf32>
  %e_115 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_67 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_115 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_139: f64):
    %v_485 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_485 : f64
  } -> tensor<16xf64>
  %ln_dg_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6, %add_1, %row_23, %row_24 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_67 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_164: f32, %in_165: f32, %in_166: f64, %in_167: f64, %out_140: f64):
    %v_486 = arith.extf %in_164 : f32 to f64
    %v_487 = arith.constant 1.600000e+01 : f64
    %v_488 = arith.divf %in_166, %v_487 : f64
    %v_489 = arith.constant 1.000000e+00 : f64
    %v_490 = arith.constant 1.600000e+01 : f64
    %v_491 = arith.divf %in_167, %v_490 : f64
    %v_492 = arith.constant 1.00000000000000008e-05 : f64
    %v_493 = arith.addf %v_491, %v_492 : f64
    %v_494 = math.sqrt %v_493 : f64
    %v_495 = arith.divf %v_489, %v_494 : f64
    %v_496 = arith.extf %in_165 : f32 to f64
    %v_497 = arith.subf %v_496, %v_488 : f64
    %v_498 = arith.mulf %v_497, %v_495 : f64
    %v_499 = arith.mulf %v_486, %v_498 : f64
    %v_500 = arith.addf %out_140, %v_499 : f64
    linalg.yield %v_500 : f64
  } -> tensor<16xf64>
  %e_116 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_2 : tensor<16xf64>) outs(%e_116 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_168: f64, %out_141: f32):
    %v_501 = arith.truncf %in_168 : f64 to f32
    linalg.yield %v_501 : f32
  } -> tensor<16xf32>
  %e_117 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_68 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_117 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_142: f64):
    %v_502 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_502 : f64
  } -> tensor<16xf64>
  %ln_db_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_6 : tensor<16x16xf32>) outs(%fill_68 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_169: f32, %out_143: f64):
    %v_503 = arith.extf %in_169 : f32 to f64
    %v_504 = arith.addf %out_143, %v_503 : f64
    linalg.yield %v_504 : f64
  } -> tensor<16xf64>
  %e_118 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_2 : tensor<16xf64>) outs(%e_118 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_170: f64, %out_144: f32):
    %v_505 = arith.truncf %in_170 : f64 to f32
    linalg.yield %v_505 : f32
  } -> tensor<16xf32>
  %e_119 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_4, %ln_dx_2 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_119 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_171: f32, %in_172: f32, %out_145: f32):
    %v_506 = arith.addf %in_171, %in_172 : f32
    linalg.yield %v_506 : f32
  } -> tensor<16x16xf32>
  %e_120 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_69 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_120 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_146: f32):
    %v_507 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_507 : f32
  } -> tensor<16xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_7 : tensor<16x16xf32>) outs(%fill_69 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_173: f32, %out_147: f32):
    %v_508 = arith.addf %out_147, %in_173 : f32
    linalg.yield %v_508 : f32
  } -> tensor<16xf32>
  %e_121 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_70 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_121 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_148: f32):
    %v_509 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_509 : f32
  } -> tensor<16x32xf32>
  %mm_32 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_7, %w2_0 : tensor<16x16xf32>, tensor<32x16xf32>) outs(%fill_70 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_122 = tensor.empty() {remat.backward} : tensor<32x16xf32>
  %fill_71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_122 : tensor<32x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_149: f32):
    %v_510 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_510 : f32
  } -> tensor<32x16xf32>
  %mm_33 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu, %add_7 : tensor<16x32xf32>, tensor<16x16xf32>) outs(%fill_71 : tensor<32x16xf32>) -> tensor<32x16xf32>
  %e_123 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %gelu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_32, %bias_1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_123 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_174: f32, %in_175: f32, %out_150: f32):
    %v_511 = arith.mulf %in_175, %in_175 : f32
    %v_512 = arith.mulf %v_511, %in_175 : f32
    %v_513 = arith.constant 7.97884560802865406e-01 : f32
    %v_514 = arith.constant 4.47149999999999978e-02 : f32
    %v_515 = arith.mulf %v_514, %v_512 : f32
    %v_516 = arith.addf %in_175, %v_515 : f32
    %v_517 = arith.mulf %v_513, %v_516 : f32
    %v_518 = math.tanh %v_517 : f32
    %v_519 = arith.constant 7.97884560802865406e-01 : f32
    %v_520 = arith.constant 1.000000e+00 : f32
    %v_521 = arith.constant 1.34144999999999986e-01 : f32
    %v_522 = arith.mulf %in_175, %in_175 : f32
    %v_523 = arith.mulf %v_521, %v_522 : f32
    %v_524 = arith.addf %v_520, %v_523 : f32
    %v_525 = arith.mulf %v_519, %v_524 : f32
    %v_526 = arith.constant 5.00000000000000000e-01 : f32
    %v_527 = arith.constant 1.000000e+00 : f32
    %v_528 = arith.addf %v_527, %v_518 : f32
    %v_529 = arith.mulf %v_526, %v_528 : f32
    %v_530 = arith.constant 5.00000000000000000e-01 : f32
    %v_531 = arith.mulf %v_530, %in_175 : f32
    %v_532 = arith.constant 1.000000e+00 : f32
    %v_533 = arith.mulf %v_518, %v_518 : f32
    %v_534 = arith.subf %v_532, %v_533 : f32
    %v_535 = arith.mulf %v_534, %v_525 : f32
    %v_536 = arith.mulf %v_531, %v_535 : f32
    %v_537 = arith.addf %v_529, %v_536 : f32
    %v_538 = arith.mulf %in_174, %v_537 : f32
    linalg.yield %v_538 : f32
  } -> tensor<16x32xf32>
  %e_124 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_72 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_124 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%out_151: f32):
    %v_539 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_539 : f32
  } -> tensor<32xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%gelu_grad_1 : tensor<16x32xf32>) outs(%fill_72 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_176: f32, %out_152: f32):
    %v_540 = arith.addf %out_152, %in_176 : f32
    linalg.yield %v_540 : f32
  } -> tensor<32xf32>
  %e_125 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_125 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_153: f32):
    %v_541 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_541 : f32
  } -> tensor<16x16xf32>
  %mm_34 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%gelu_grad_1, %w1_0 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%fill_73 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_126 = tensor.empty() {remat.backward} : tensor<16x32xf32>
  %fill_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_126 : tensor<16x32xf32>) attrs = {remat.backward} {
  ^bb0(%out_154: f32):
    %v_542 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_542 : f32
  } -> tensor<16x32xf32>
  %mm_35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln_1, %gelu_grad_1 : tensor<16x16xf32>, tensor<16x32xf32>) outs(%fill_74 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e_127 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_75 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_127 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_155: f64):
    %v_543 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_543 : f64
  } -> tensor<16xf64>
  %row_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add : tensor<16x16xf32>) outs(%fill_75 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_177: f32, %out_156: f64):
    %v_544 = arith.extf %in_177 : f32 to f64
    %v_545 = arith.addf %out_156, %v_544 : f64
    linalg.yield %v_545 : f64
  } -> tensor<16xf64>
  %e_128 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_76 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_128 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_157: f64):
    %v_546 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_546 : f64
  } -> tensor<16xf64>
  %row_28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%add, %row_27 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_76 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_178: f32, %in_179: f64, %out_158: f64):
    %v_547 = arith.extf %in_178 : f32 to f64
    %v_548 = arith.constant 1.600000e+01 : f64
    %v_549 = arith.divf %in_179, %v_548 : f64
    %v_550 = arith.subf %v_547, %v_549 : f64
    %v_551 = arith.mulf %v_550, %v_550 : f64
    %v_552 = arith.addf %out_158, %v_551 : f64
    linalg.yield %v_552 : f64
  } -> tensor<16xf64>
  %e_129 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_77 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_129 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_159: f64):
    %v_553 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_553 : f64
  } -> tensor<16xf64>
  %row_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %ln_m0_g : tensor<16x16xf32>, tensor<16xf32>) outs(%fill_77 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_180: f32, %in_181: f32, %out_160: f64):
    %v_554 = arith.extf %in_180 : f32 to f64
    %v_555 = arith.extf %in_181 : f32 to f64
    %v_556 = arith.mulf %v_554, %v_555 : f64
    %v_557 = arith.addf %out_160, %v_556 : f64
    linalg.yield %v_557 : f64
  } -> tensor<16xf64>
  %e_130 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_78 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_130 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_161: f64):
    %v_558 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_558 : f64
  } -> tensor<16xf64>
  %row_30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mm_34, %add, %row_27, %row_28, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%fill_78 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_182: f32, %in_183: f32, %in_184: f64, %in_185: f64, %in_186: f32, %out_162: f64):
    %v_559 = arith.constant 1.600000e+01 : f64
    %v_560 = arith.divf %in_184, %v_559 : f64
    %v_561 = arith.constant 1.000000e+00 : f64
    %v_562 = arith.constant 1.600000e+01 : f64
    %v_563 = arith.divf %in_185, %v_562 : f64
    %v_564 = arith.constant 1.00000000000000008e-05 : f64
    %v_565 = arith.addf %v_563, %v_564 : f64
    %v_566 = math.sqrt %v_565 : f64
    %v_567 = arith.divf %v_561, %v_566 : f64
    %v_568 = arith.extf %in_183 : f32 to f64
    %v_569 = arith.subf %v_568, %v_560 : f64
    %v_570 = arith.mulf %v_569, %v_567 : f64
    %v_571 = arith.extf %in_182 : f32 to f64
    %v_572 = arith.extf %in_186 : f32 to f64
    %v_573 = arith.mulf %v_571, %v_572 : f64
    %v_574 = arith.mulf %v_573, %v_570 : f64
    %v_575 = arith.addf %out_162, %v_574 : f64
    linalg.yield %v_575 : f64
  } -> tensor<16xf64>
  %e_131 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %ln_dx_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_34, %add, %row_27, %row_28, %row_29, %row_30, %ln_m0_g : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf64>, tensor<16xf32>) outs(%e_131 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_187: f32, %in_188: f32, %in_189: f64, %in_190: f64, %in_191: f64, %in_192: f64, %in_193: f32, %out_163: f32):
    %v_576 = arith.constant 1.600000e+01 : f64
    %v_577 = arith.divf %in_189, %v_576 : f64
    %v_578 = arith.constant 1.000000e+00 : f64
    %v_579 = arith.constant 1.600000e+01 : f64
    %v_580 = arith.divf %in_190, %v_579 : f64
    %v_581 = arith.constant 1.00000000000000008e-05 : f64
    %v_582 = arith.addf %v_580, %v_581 : f64
    %v_583 = math.sqrt %v_582 : f64
    %v_584 = arith.divf %v_578, %v_583 : f64
    %v_585 = arith.truncf %v_577 : f64 to f32
    %v_586 = arith.truncf %v_584 : f64 to f32
    %v_587 = arith.subf %in_188, %v_585 : f32
    %v_588 = arith.mulf %v_587, %v_586 : f32
    %v_589 = arith.mulf %in_187, %in_193 : f32
    %v_590 = arith.constant 1.600000e+01 : f64
    %v_591 = arith.divf %in_191, %v_590 : f64
    %v_592 = arith.truncf %v_591 : f64 to f32
    %v_593 = arith.constant 1.600000e+01 : f64
    %v_594 = arith.divf %in_192, %v_593 : f64
    %v_595 = arith.truncf %v_594 : f64 to f32
    %v_596 = arith.subf %v_589, %v_592 : f32
    %v_597 = arith.mulf %v_588, %v_595 : f32
    %v_598 = arith.subf %v_596, %v_597 : f32
    %v_599 = arith.mulf %v_586, %v_598 : f32
    linalg.yield %v_599 : f32
  } -> tensor<16x16xf32>
  %e_132 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_79 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_132 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_164: f64):
    %v_600 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_600 : f64
  } -> tensor<16xf64>
  %ln_dg_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34, %add, %row_27, %row_28 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_79 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_194: f32, %in_195: f32, %in_196: f64, %in_197: f64, %out_165: f64):
    %v_601 = arith.extf %in_194 : f32 to f64
    %v_602 = arith.constant 1.600000e+01 : f64
    %v_603 = arith.divf %in_196, %v_602 : f64
    %v_604 = arith.constant 1.000000e+00 : f64
    %v_605 = arith.constant 1.600000e+01 : f64
    %v_606 = arith.divf %in_197, %v_605 : f64
    %v_607 = arith.constant 1.00000000000000008e-05 : f64
    %v_608 = arith.addf %v_606, %v_607 : f64
    %v_609 = math.sqrt %v_608 : f64
    %v_610 = arith.divf %v_604, %v_609 : f64
    %v_611 = arith.extf %in_195 : f32 to f64
    %v_612 = arith.subf %v_611, %v_603 : f64
    %v_613 = arith.mulf %v_612, %v_610 : f64
    %v_614 = arith.mulf %v_601, %v_613 : f64
    %v_615 = arith.addf %out_165, %v_614 : f64
    linalg.yield %v_615 : f64
  } -> tensor<16xf64>
  %e_133 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_3 : tensor<16xf64>) outs(%e_133 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_198: f64, %out_166: f32):
    %v_616 = arith.truncf %in_198 : f64 to f32
    linalg.yield %v_616 : f32
  } -> tensor<16xf32>
  %e_134 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_80 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_134 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_167: f64):
    %v_617 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_617 : f64
  } -> tensor<16xf64>
  %ln_db_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%mm_34 : tensor<16x16xf32>) outs(%fill_80 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_199: f32, %out_168: f64):
    %v_618 = arith.extf %in_199 : f32 to f64
    %v_619 = arith.addf %out_168, %v_618 : f64
    linalg.yield %v_619 : f64
  } -> tensor<16xf64>
  %e_135 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_3 : tensor<16xf64>) outs(%e_135 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_200: f64, %out_169: f32):
    %v_620 = arith.truncf %in_200 : f64 to f32
    linalg.yield %v_620 : f32
  } -> tensor<16xf32>
  %e_136 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_7, %ln_dx_3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_136 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_201: f32, %in_202: f32, %out_170: f32):
    %v_621 = arith.addf %in_201, %in_202 : f32
    linalg.yield %v_621 : f32
  } -> tensor<16x16xf32>
  %e_137 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_81 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_137 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_171: f32):
    %v_622 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_622 : f32
  } -> tensor<16xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_8 : tensor<16x16xf32>) outs(%fill_81 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_203: f32, %out_172: f32):
    %v_623 = arith.addf %out_172, %in_203 : f32
    linalg.yield %v_623 : f32
  } -> tensor<16xf32>
  %e_138 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_82 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_138 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_173: f32):
    %v_624 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_624 : f32
  } -> tensor<16x16xf32>
  %mm_36 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%add_8, %wo0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_82 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_139 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_83 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_139 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_174: f32):
    %v_625 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_625 : f32
  } -> tensor<16x16xf32>
  %mm_37 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_4, %add_8 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_83 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_13 = tensor.expand_shape %mm_36 [[0, 1], [2, 3]] output_shape [2, 8, 2, 8] {remat.backward} : tensor<16x16xf32> into tensor<2x8x2x8xf32>
  %e_140 = tensor.empty() {remat.backward} : tensor<2x2x8x8xf32>
  %transposed_12 = linalg.transpose ins(%expanded_13 : tensor<2x8x2x8xf32>) outs(%e_140 : tensor<2x2x8x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_14 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] {remat.backward} : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
  %e_141 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_141 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_175: f32):
    %v_626 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_626 : f32
  } -> tensor<4x8x8xf32>
  %mm_38 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%collapsed_14, %collapsed_3 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_84 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_142 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_142 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_176: f32):
    %v_627 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_627 : f32
  } -> tensor<4x8x8xf32>
  %mm_39 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%softmax, %collapsed_14 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_85 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_143 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_86 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_143 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_177: f32):
    %v_628 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_628 : f32
  } -> tensor<4x8xf32>
  %row_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%mm_38, %softmax : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_86 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_204: f32, %in_205: f32, %out_178: f32):
    %v_629 = arith.mulf %in_204, %in_205 : f32
    %v_630 = arith.addf %out_178, %v_629 : f32
    linalg.yield %v_630 : f32
  } -> tensor<4x8xf32>
  %e_144 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %softmax_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm_38, %softmax, %row_31 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%e_144 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_206: f32, %in_207: f32, %in_208: f32, %out_179: f32):
    %v_631 = arith.subf %in_206, %in_208 : f32
    %v_632 = arith.mulf %in_207, %v_631 : f32
    linalg.yield %v_632 : f32
  } -> tensor<4x8x8xf32>
  %e_145 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %scale_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%softmax_grad_1 : tensor<4x8x8xf32>) outs(%e_145 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_209: f32, %out_180: f32):
    %v_633 = arith.constant 3.53553400000000018e-01 : f32
    %v_634 = arith.mulf %in_209, %v_633 : f32
    linalg.yield %v_634 : f32
  } -> tensor<4x8x8xf32>
  %e_146 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_146 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_181: f32):
    %v_635 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_635 : f32
  } -> tensor<4x8x8xf32>
  %mm_40 = linalg.batch_matmul {remat.backward} ins(%scale_3, %collapsed_2 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_87 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %e_147 = tensor.empty() {remat.backward} : tensor<4x8x8xf32>
  %fill_88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e_147 : tensor<4x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_182: f32):
    %v_636 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_636 : f32
  } -> tensor<4x8x8xf32>
  %mm_41 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] {remat.backward} ins(%scale_3, %collapsed_1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%fill_88 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %expanded_14 = tensor.expand_shape %mm_39 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_148 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_13 = linalg.transpose ins(%expanded_14 : tensor<2x2x8x8xf32>) outs(%e_148 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_149 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_149 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_183: f32):
    %v_637 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_637 : f32
  } -> tensor<16x16xf32>
  %mm_42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_15, %wv0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_89 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_150 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_150 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_184: f32):
    %v_638 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_638 : f32
  } -> tensor<16x16xf32>
  %mm_43 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_15 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_90 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %expanded_15 = tensor.expand_shape %mm_41 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_151 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_14 = linalg.transpose ins(%expanded_15 : tensor<2x2x8x8xf32>) outs(%e_151 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_16 = tensor.collapse_shape %transposed_14 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_152 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_152 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_185: f32):
    %v_639 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_639 : f32
  } -> tensor<16x16xf32>
  %mm_44 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_16, %wk0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_91 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_153 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_92 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_153 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_186: f32):
    %v_640 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_640 : f32
  } -> tensor<16x16xf32>
  %mm_45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_16 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_92 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_154 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_42, %mm_44 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_154 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_210: f32, %in_211: f32, %out_187: f32):
    %v_641 = arith.addf %in_210, %in_211 : f32
    linalg.yield %v_641 : f32
  } -> tensor<16x16xf32>
  %expanded_16 = tensor.expand_shape %mm_40 [[0, 1], [2], [3]] output_shape [2, 2, 8, 8] {remat.backward} : tensor<4x8x8xf32> into tensor<2x2x8x8xf32>
  %e_155 = tensor.empty() {remat.backward} : tensor<2x8x2x8xf32>
  %transposed_15 = linalg.transpose ins(%expanded_16 : tensor<2x2x8x8xf32>) outs(%e_155 : tensor<2x8x2x8xf32>) permutation = [0, 2, 1, 3] {remat.backward}
  %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2, 3]] {remat.backward} : tensor<2x8x2x8xf32> into tensor<16x16xf32>
  %e_156 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_93 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_156 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_188: f32):
    %v_642 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_642 : f32
  } -> tensor<16x16xf32>
  %mm_46 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%collapsed_17, %wq0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_93 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_157 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_94 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_157 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_189: f32):
    %v_643 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_643 : f32
  } -> tensor<16x16xf32>
  %mm_47 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%ln, %collapsed_17 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%fill_94 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_158 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %add_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%add_9, %mm_46 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e_158 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_212: f32, %in_213: f32, %out_190: f32):
    %v_644 = arith.addf %in_212, %in_213 : f32
    linalg.yield %v_644 : f32
  } -> tensor<16x16xf32>
  %e_159 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_95 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_159 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_191: f64):
    %v_645 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_645 : f64
  } -> tensor<16xf64>
  %row_32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%fill_95 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_214: f32, %out_192: f64):
    %v_646 = arith.extf %in_214 : f32 to f64
    %v_647 = arith.addf %out_192, %v_646 : f64
    linalg.yield %v_647 : f64
  } -> tensor<16xf64>
  %e_160 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_96 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_160 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_193: f64):
    %v_648 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_648 : f64
  } -> tensor<16xf64>
  %row_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%collapsed, %row_32 : tensor<16x16xf32>, tensor<16xf64>) outs(%fill_96 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_215: f32, %in_216: f64, %out_194: f64):
    %v_649 = arith.extf %in_215 : f32 to f64
    %v_650 = arith.constant 1.600000e+01 : f64
    %v_651 = arith.divf %in_216, %v_650 : f64
    %v_652 = arith.subf %v_649, %v_651 : f64
    %v_653 = arith.mulf %v_652, %v_652 : f64
    %v_654 = arith.addf %out_194, %v_653 : f64
    linalg.yield %v_654 : f64
  } -> tensor<16xf64>
  %e_161 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_97 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_161 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_195: f64):
    %v_655 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_655 : f64
  } -> tensor<16xf64>
  %ln_dg_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10, %collapsed, %row_32, %row_33 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf64>, tensor<16xf64>) outs(%fill_97 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_217: f32, %in_218: f32, %in_219: f64, %in_220: f64, %out_196: f64):
    %v_656 = arith.extf %in_217 : f32 to f64
    %v_657 = arith.constant 1.600000e+01 : f64
    %v_658 = arith.divf %in_219, %v_657 : f64
    %v_659 = arith.constant 1.000000e+00 : f64
    %v_660 = arith.constant 1.600000e+01 : f64
    %v_661 = arith.divf %in_220, %v_660 : f64
    %v_662 = arith.constant 1.00000000000000008e-05 : f64
    %v_663 = arith.addf %v_661, %v_662 : f64
    %v_664 = math.sqrt %v_663 : f64
    %v_665 = arith.divf %v_659, %v_664 : f64
    %v_666 = arith.extf %in_218 : f32 to f64
    %v_667 = arith.subf %v_666, %v_658 : f64
    %v_668 = arith.mulf %v_667, %v_665 : f64
    %v_669 = arith.mulf %v_656, %v_668 : f64
    %v_670 = arith.addf %out_196, %v_669 : f64
    linalg.yield %v_670 : f64
  } -> tensor<16xf64>
  %e_162 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_dg_round_4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_dg_4 : tensor<16xf64>) outs(%e_162 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_221: f64, %out_197: f32):
    %v_671 = arith.truncf %in_221 : f64 to f32
    linalg.yield %v_671 : f32
  } -> tensor<16xf32>
  %e_163 = tensor.empty() {remat.backward} : tensor<16xf64>
  %fill_98 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_163 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%out_198: f64):
    %v_672 = arith.constant 0.000000e+00 : f64
    linalg.yield %v_672 : f64
  } -> tensor<16xf64>
  %ln_db_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%add_10 : tensor<16x16xf32>) outs(%fill_98 : tensor<16xf64>) attrs = {remat.backward} {
  ^bb0(%in_222: f32, %out_199: f64):
    %v_673 = arith.extf %in_222 : f32 to f64
    %v_674 = arith.addf %out_199, %v_673 : f64
    linalg.yield %v_674 : f64
  } -> tensor<16xf64>
  %e_164 = tensor.empty() {remat.backward} : tensor<16xf32>
  %ln_db_round_4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ln_db_4 : tensor<16xf64>) outs(%e_164 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_223: f64, %out_200: f32):
    %v_675 = arith.truncf %in_223 : f64 to f32
    linalg.yield %v_675 : f32
  } -> tensor<16xf32>
  return %mse_round, %ln_dg_round_4, %ln_db_round_4, %ln_dg_round_3, %ln_db_round_3, %mm_47, %mm_45, %mm_43, %mm_37, %sum_5, %mm_35, %sum_4, %mm_33, %sum_3, %ln_dg_round_2, %ln_db_round_2, %ln_dg_round_1, %ln_db_round_1, %mm_31, %mm_29, %mm_27, %mm_21, %sum_2, %mm_19, %sum_1, %mm_17, %sum, %ln_dg_round, %ln_db_round : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}
