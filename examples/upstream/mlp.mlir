func.func @mlp_train_step(
    %x: tensor<128x16xf32>,
    %labels: tensor<128x8xf32>,
    %w0: tensor<16x16xf32> {remat.param},
    %b0: tensor<16xf32> {remat.param},
    %w1: tensor<16x16xf32> {remat.param},
    %b1: tensor<16xf32> {remat.param},
    %w2: tensor<16x16xf32> {remat.param},
    %b2: tensor<16xf32> {remat.param},
    %w3: tensor<16x16xf32> {remat.param},
    %b3: tensor<16xf32> {remat.param},
    %w4: tensor<16x16xf32> {remat.param},
    %b4: tensor<16xf32> {remat.param},
    %w5: tensor<16x16xf32> {remat.param},
    %b5: tensor<16xf32> {remat.param},
    %w6: tensor<16x16xf32> {remat.param},
    %b6: tensor<16xf32> {remat.param},
    %w7: tensor<16x8xf32> {remat.param},
    %b7: tensor<8xf32> {remat.param})
    -> (tensor<f32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<128x16xf32>
  %fill = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<128x16xf32>) {
  ^bb0(%out: f32):
    %v = arith.constant 0.000000e+00 : f32
    linalg.yield %v : f32
  } -> tensor<128x16xf32>
  %mm = linalg.matmul ins(%x, %w0 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_1 = tensor.empty() : tensor<128x16xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %b0 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_1 : tensor<128x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out_1: f32):
    %v_1 = arith.addf %in, %in_1 : f32
    linalg.yield %v_1 : f32
  } -> tensor<128x16xf32>
  %e_2 = tensor.empty() : tensor<128x16xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<128x16xf32>) outs(%e_2 : tensor<128x16xf32>) {
  ^bb0(%in_2: f32, %out_2: f32):
    %v_2 = arith.constant 0.000000e+00 : f32
    %v_3 = arith.cmpf ogt, %in_2, %v_2 : f32
    %v_4 = arith.constant 0.000000e+00 : f32
    %v_5 = arith.select %v_3, %in_2, %v_4 : f32
    linalg.yield %v_5 : f32
  } -> tensor<128x16xf32>
  %e_3 = tensor.empty() : tensor<128x16xf32>
  %fill_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_3 : tensor<128x16xf32>) {
  ^bb0(%out_3: f32):
    %v_6 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_6 : f32
  } -> tensor<128x16xf32>
  %mm_1 = linalg.matmul ins(%relu, %w1 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_1 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_4 = tensor.empty() : tensor<128x16xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_1, %b1 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_4 : tensor<128x16xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %out_4: f32):
    %v_7 = arith.addf %in_3, %in_4 : f32
    linalg.yield %v_7 : f32
  } -> tensor<128x16xf32>
  %e_5 = tensor.empty() : tensor<128x16xf32>
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<128x16xf32>) outs(%e_5 : tensor<128x16xf32>) {
  ^bb0(%in_5: f32, %out_5: f32):
    %v_8 = arith.constant 0.000000e+00 : f32
    %v_9 = arith.cmpf ogt, %in_5, %v_8 : f32
    %v_10 = arith.constant 0.000000e+00 : f32
    %v_11 = arith.select %v_9, %in_5, %v_10 : f32
    linalg.yield %v_11 : f32
  } -> tensor<128x16xf32>
  %e_6 = tensor.empty() : tensor<128x16xf32>
  %fill_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_6 : tensor<128x16xf32>) {
  ^bb0(%out_6: f32):
    %v_12 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_12 : f32
  } -> tensor<128x16xf32>
  %mm_2 = linalg.matmul ins(%relu_1, %w2 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_2 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_7 = tensor.empty() : tensor<128x16xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_2, %b2 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_7 : tensor<128x16xf32>) {
  ^bb0(%in_6: f32, %in_7: f32, %out_7: f32):
    %v_13 = arith.addf %in_6, %in_7 : f32
    linalg.yield %v_13 : f32
  } -> tensor<128x16xf32>
  %e_8 = tensor.empty() : tensor<128x16xf32>
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_2 : tensor<128x16xf32>) outs(%e_8 : tensor<128x16xf32>) {
  ^bb0(%in_8: f32, %out_8: f32):
    %v_14 = arith.constant 0.000000e+00 : f32
    %v_15 = arith.cmpf ogt, %in_8, %v_14 : f32
    %v_16 = arith.constant 0.000000e+00 : f32
    %v_17 = arith.select %v_15, %in_8, %v_16 : f32
    linalg.yield %v_17 : f32
  } -> tensor<128x16xf32>
  %e_9 = tensor.empty() : tensor<128x16xf32>
  %fill_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_9 : tensor<128x16xf32>) {
  ^bb0(%out_9: f32):
    %v_18 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_18 : f32
  } -> tensor<128x16xf32>
  %mm_3 = linalg.matmul ins(%relu_2, %w3 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_3 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_10 = tensor.empty() : tensor<128x16xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_3, %b3 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_10 : tensor<128x16xf32>) {
  ^bb0(%in_9: f32, %in_10: f32, %out_10: f32):
    %v_19 = arith.addf %in_9, %in_10 : f32
    linalg.yield %v_19 : f32
  } -> tensor<128x16xf32>
  %e_11 = tensor.empty() : tensor<128x16xf32>
  %relu_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_3 : tensor<128x16xf32>) outs(%e_11 : tensor<128x16xf32>) {
  ^bb0(%in_11: f32, %out_11: f32):
    %v_20 = arith.constant 0.000000e+00 : f32
    %v_21 = arith.cmpf ogt, %in_11, %v_20 : f32
    %v_22 = arith.constant 0.000000e+00 : f32
    %v_23 = arith.select %v_21, %in_11, %v_22 : f32
    linalg.yield %v_23 : f32
  } -> tensor<128x16xf32>
  %e_12 = tensor.empty() : tensor<128x16xf32>
  %fill_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_12 : tensor<128x16xf32>) {
  ^bb0(%out_12: f32):
    %v_24 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_24 : f32
  } -> tensor<128x16xf32>
  %mm_4 = linalg.matmul ins(%relu_3, %w4 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_4 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_13 = tensor.empty() : tensor<128x16xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_4, %b4 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_13 : tensor<128x16xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %out_13: f32):
    %v_25 = arith.addf %in_12, %in_13 : f32
    linalg.yield %v_25 : f32
  } -> tensor<128x16xf32>
  %e_14 = tensor.empty() : tensor<128x16xf32>
  %relu_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_4 : tensor<128x16xf32>) outs(%e_14 : tensor<128x16xf32>) {
  ^bb0(%in_14: f32, %out_14: f32):
    %v_26 = arith.constant 0.000000e+00 : f32
    %v_27 = arith.cmpf ogt, %in_14, %v_26 : f32
    %v_28 = arith.constant 0.000000e+00 : f32
    %v_29 = arith.select %v_27, %in_14, %v_28 : f32
    linalg.yield %v_29 : f32
  } -> tensor<128x16xf32>
  %e_15 = tensor.empty() : tensor<128x16xf32>
  %fill_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_15 : tensor<128x16xf32>) {
  ^bb0(%out_15: f32):
    %v_30 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_30 : f32
  } -> tensor<128x16xf32>
  %mm_5 = linalg.matmul ins(%relu_4, %w5 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_5 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_16 = tensor.empty() : tensor<128x16xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_5, %b5 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_16 : tensor<128x16xf32>) {
  ^bb0(%in_15: f32, %in_16: f32, %out_16: f32):
    %v_31 = arith.addf %in_15, %in_16 : f32
    linalg.yield %v_31 : f32
  } -> tensor<128x16xf32>
  %e_17 = tensor.empty() : tensor<128x16xf32>
  %relu_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_5 : tensor<128x16xf32>) outs(%e_17 : tensor<128x16xf32>) {
  ^bb0(%in_17: f32, %out_17: f32):
    %v_32 = arith.constant 0.000000e+00 : f32
    %v_33 = arith.cmpf ogt, %in_17, %v_32 : f32
    %v_34 = arith.constant 0.000000e+00 : f32
    %v_35 = arith.select %v_33, %in_17, %v_34 : f32
    linalg.yield %v_35 : f32
  } -> tensor<128x16xf32>
  %e_18 = tensor.empty() : tensor<128x16xf32>
  %fill_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_18 : tensor<128x16xf32>) {
  ^bb0(%out_18: f32):
    %v_36 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_36 : f32
  } -> tensor<128x16xf32>
  %mm_6 = linalg.matmul ins(%relu_5, %w6 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_6 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_19 = tensor.empty() : tensor<128x16xf32>
  %bias_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %b6 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_19 : tensor<128x16xf32>) {
  ^bb0(%in_18: f32, %in_19: f32, %out_19: f32):
    %v_37 = arith.addf %in_18, %in_19 : f32
    linalg.yield %v_37 : f32
  } -> tensor<128x16xf32>
  %e_20 = tensor.empty() : tensor<128x16xf32>
  %relu_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_6 : tensor<128x16xf32>) outs(%e_20 : tensor<128x16xf32>) {
  ^bb0(%in_20: f32, %out_20: f32):
    %v_38 = arith.constant 0.000000e+00 : f32
    %v_39 = arith.cmpf ogt, %in_20, %v_38 : f32
    %v_40 = arith.constant 0.000000e+00 : f32
    %v_41 = arith.select %v_39, %in_20, %v_40 : f32
    linalg.yield %v_41 : f32
  } -> tensor<128x16xf32>
  %e_21 = tensor.empty() : tensor<128x8xf32>
  %fill_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_21 : tensor<128x8xf32>) {
  ^bb0(%out_21: f32):
    %v_42 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_42 : f32
  } -> tensor<128x8xf32>
  %mm_7 = linalg.matmul ins(%relu_6, %w7 : tensor<128x16xf32>, tensor<16x8xf32>) outs(%fill_7 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %e_22 = tensor.empty() : tensor<128x8xf32>
  %bias_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_7, %b7 : tensor<128x8xf32>, tensor<8xf32>) outs(%e_22 : tensor<128x8xf32>) {
  ^bb0(%in_21: f32, %in_22: f32, %out_22: f32):
    %v_43 = arith.addf %in_21, %in_22 : f32
    linalg.yield %v_43 : f32
  } -> tensor<128x8xf32>
  %e_23 = tensor.empty() : tensor<128xf32>
  %fill_8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_23 : tensor<128xf32>) {
  ^bb0(%out_23: f32):
    %v_44 = arith.constant 0xFF800000 : f32
    linalg.yield %v_44 : f32
  } -> tensor<128xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7 : tensor<128x8xf32>) outs(%fill_8 : tensor<128xf32>) {
  ^bb0(%in_23: f32, %out_24: f32):
    %v_45 = arith.maximumf %out_24, %in_23 : f32
    linalg.yield %v_45 : f32
  } -> tensor<128xf32>
  %e_24 = tensor.empty() : tensor<128xf32>
  %fill_9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_24 : tensor<128xf32>) {
  ^bb0(%out_25: f32):
    %v_46 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_46 : f32
  } -> tensor<128xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7, %row : tensor<128x8xf32>, tensor<128xf32>) outs(%fill_9 : tensor<128xf32>) {
  ^bb0(%in_24: f32, %in_25: f32, %out_26: f32):
    %v_47 = arith.subf %in_24, %in_25 : f32
    %v_48 = math.exp %v_47 : f32
    %v_49 = arith.addf %out_26, %v_48 : f32
    linalg.yield %v_49 : f32
  } -> tensor<128xf32>
  %e_25 = tensor.empty() : tensor<f32>
  %fill_10 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e_25 : tensor<f32>) {
  ^bb0(%out_27: f32):
    %v_50 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_50 : f32
  } -> tensor<f32>
  %sce = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%bias_7, %labels, %row, %row_1 : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128xf32>, tensor<128xf32>) outs(%fill_10 : tensor<f32>) {
  ^bb0(%in_26: f32, %in_27: f32, %in_28: f32, %in_29: f32, %out_28: f32):
    %v_51 = math.log %in_29 : f32
    %v_52 = arith.addf %in_28, %v_51 : f32
    %v_53 = arith.subf %v_52, %in_26 : f32
    %v_54 = arith.mulf %in_27, %v_53 : f32
    %v_55 = arith.addf %out_28, %v_54 : f32
    linalg.yield %v_55 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%sce : tensor<f32>) {
  ^bb0(%out_29: f32):
    %v_56 = arith.constant 1.280000e+02 : f32
    %v_57 = arith.divf %out_29, %v_56 : f32
    linalg.yield %v_57 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_26 = tensor.empty() {remat.backward} : tensor<128xf32>
  %fill_11 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_26 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%out_30: f32):
    %v_58 = arith.constant 0xFF800000 : f32
    linalg.yield %v_58 : f32
  } -> tensor<128xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7 : tensor<128x8xf32>) outs(%fill_11 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%in_30: f32, %out_31: f32):
    %v_59 = arith.maximumf %out_31, %in_30 : f32
    linalg.yield %v_59 : f32
  } -> tensor<128xf32>
  %e_27 = tensor.empty() {remat.backward} : tensor<128xf32>
  %fill_12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_27 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%out_32: f32):
    %v_60 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_60 : f32
  } -> tensor<128xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7, %row_2 : tensor<128x8xf32>, tensor<128xf32>) outs(%fill_12 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%in_31: f32, %in_32: f32, %out_33: f32):
    %v_61 = arith.subf %in_31, %in_32 : f32
    %v_62 = math.exp %v_61 : f32
    %v_63 = arith.addf %out_33, %v_62 : f32
    linalg.yield %v_63 : f32
  } -> tensor<128xf32>
  %e_28 = tensor.empty() {remat.backward} : tensor<128x8xf32>
  %sce_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_7, %labels, %row_2, %row_3, %one : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>) outs(%e_28 : tensor<128x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_33: f32, %in_34: f32, %in_35: f32, %in_36: f32, %in_37: f32, %out_34: f32):
    %v_64 = arith.subf %in_33, %in_35 : f32
    %v_65 = math.exp %v_64 : f32
    %v_66 = arith.divf %v_65, %in_36 : f32
    %v_67 = arith.constant 1.280000e+02 : f32
    %v_68 = arith.divf %in_37, %v_67 : f32
    %v_69 = arith.subf %v_66, %in_34 : f32
    %v_70 = arith.mulf %v_68, %v_69 : f32
    linalg.yield %v_70 : f32
  } -> tensor<128x8xf32>
  %e_29 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_29 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_35: f32):
    %v_71 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_71 : f32
  } -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%sce_grad : tensor<128x8xf32>) outs(%fill_13 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_38: f32, %out_36: f32):
    %v_72 = arith.addf %out_36, %in_38 : f32
    linalg.yield %v_72 : f32
  } -> tensor<8xf32>
  %e_30 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_30 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_37: f32):
    %v_73 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_73 : f32
  } -> tensor<128x16xf32>
  %mm_8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%sce_grad, %w7 : tensor<128x8xf32>, tensor<16x8xf32>) outs(%fill_14 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_31 = tensor.empty() {remat.backward} : tensor<16x8xf32>
  %fill_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_31 : tensor<16x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_38: f32):
    %v_74 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_74 : f32
  } -> tensor<16x8xf32>
  %mm_9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_6, %sce_grad : tensor<128x16xf32>, tensor<128x8xf32>) outs(%fill_15 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %e_32 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_8, %relu_6 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_32 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_39: f32, %in_40: f32, %out_39: f32):
    %v_75 = arith.constant 0.000000e+00 : f32
    %v_76 = arith.cmpf ogt, %in_40, %v_75 : f32
    %v_77 = arith.constant 0.000000e+00 : f32
    %v_78 = arith.select %v_76, %in_39, %v_77 : f32
    linalg.yield %v_78 : f32
  } -> tensor<128x16xf32>
  %e_33 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_33 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_40: f32):
    %v_79 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_79 : f32
  } -> tensor<16xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad : tensor<128x16xf32>) outs(%fill_16 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_41: f32, %out_41: f32):
    %v_80 = arith.addf %out_41, %in_41 : f32
    linalg.yield %v_80 : f32
  } -> tensor<16xf32>
  %e_34 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_34 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_42: f32):
    %v_81 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_81 : f32
  } -> tensor<128x16xf32>
  %mm_10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad, %w6 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_17 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_35 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_35 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_43: f32):
    %v_82 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_82 : f32
  } -> tensor<16x16xf32>
  %mm_11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_5, %relu_grad : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_18 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_36 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_10, %relu_5 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_36 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_42: f32, %in_43: f32, %out_44: f32):
    %v_83 = arith.constant 0.000000e+00 : f32
    %v_84 = arith.cmpf ogt, %in_43, %v_83 : f32
    %v_85 = arith.constant 0.000000e+00 : f32
    %v_86 = arith.select %v_84, %in_42, %v_85 : f32
    linalg.yield %v_86 : f32
  } -> tensor<128x16xf32>
  %e_37 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_19 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_37 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_45: f32):
    %v_87 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_87 : f32
  } -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_1 : tensor<128x16xf32>) outs(%fill_19 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_44: f32, %out_46: f32):
    %v_88 = arith.addf %out_46, %in_44 : f32
    linalg.yield %v_88 : f32
  } -> tensor<16xf32>
  %e_38 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_38 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_47: f32):
    %v_89 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_89 : f32
  } -> tensor<128x16xf32>
  %mm_12 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_1, %w5 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_20 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_39 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_39 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_48: f32):
    %v_90 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_90 : f32
  } -> tensor<16x16xf32>
  %mm_13 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_4, %relu_grad_1 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_21 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_40 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_12, %relu_4 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_40 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_45: f32, %in_46: f32, %out_49: f32):
    %v_91 = arith.constant 0.000000e+00 : f32
    %v_92 = arith.cmpf ogt, %in_46, %v_91 : f32
    %v_93 = arith.constant 0.000000e+00 : f32
    %v_94 = arith.select %v_92, %in_45, %v_93 : f32
    linalg.yield %v_94 : f32
  } -> tensor<128x16xf32>
  %e_41 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_41 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_50: f32):
    %v_95 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_95 : f32
  } -> tensor<16xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_2 : tensor<128x16xf32>) outs(%fill_22 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_47: f32, %out_51: f32):
    %v_96 = arith.addf %out_51, %in_47 : f32
    linalg.yield %v_96 : f32
  } -> tensor<16xf32>
  %e_42 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_42 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_52: f32):
    %v_97 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_97 : f32
  } -> tensor<128x16xf32>
  %mm_14 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_2, %w4 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_23 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_43 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_24 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_43 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_53: f32):
    %v_98 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_98 : f32
  } -> tensor<16x16xf32>
  %mm_15 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_3, %relu_grad_2 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_24 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_44 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_14, %relu_3 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_44 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_48: f32, %in_49: f32, %out_54: f32):
    %v_99 = arith.constant 0.000000e+00 : f32
    %v_100 = arith.cmpf ogt, %in_49, %v_99 : f32
    %v_101 = arith.constant 0.000000e+00 : f32
    %v_102 = arith.select %v_100, %in_48, %v_101 : f32
    linalg.yield %v_102 : f32
  } -> tensor<128x16xf32>
  %e_45 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_25 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_45 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_55: f32):
    %v_103 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_103 : f32
  } -> tensor<16xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_3 : tensor<128x16xf32>) outs(%fill_25 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_50: f32, %out_56: f32):
    %v_104 = arith.addf %out_56, %in_50 : f32
    linalg.yield %v_104 : f32
  } -> tensor<16xf32>
  %e_46 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_46 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_57: f32):
    %v_105 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_105 : f32
  } -> tensor<128x16xf32>
  %mm_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_3, %w3 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_26 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_47 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_47 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_58: f32):
    %v_106 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_106 : f32
  } -> tensor<16x16xf32>
  %mm_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_2, %relu_grad_3 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_27 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_48 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_16, %relu_2 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_48 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_51: f32, %in_52: f32, %out_59: f32):
    %v_107 = arith.constant 0.000000e+00 : f32
    %v_108 = arith.cmpf ogt, %in_52, %v_107 : f32
    %v_109 = arith.constant 0.000000e+00 : f32
    %v_110 = arith.select %v_108, %in_51, %v_109 : f32
    linalg.yield %v_110 : f32
  } -> tensor<128x16xf32>
  %e_49 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_49 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_60: f32):
    %v_111 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_111 : f32
  } -> tensor<16xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_4 : tensor<128x16xf32>) outs(%fill_28 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_53: f32, %out_61: f32):
    %v_112 = arith.addf %out_61, %in_53 : f32
    linalg.yield %v_112 : f32
  } -> tensor<16xf32>
  %e_50 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_50 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_62: f32):
    %v_113 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_113 : f32
  } -> tensor<128x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_4, %w2 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_29 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_51 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_30 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_51 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_63: f32):
    %v_114 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_114 : f32
  } -> tensor<16x16xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_1, %relu_grad_4 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_30 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_52 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %relu_1 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_52 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_54: f32, %in_55: f32, %out_64: f32):
    %v_115 = arith.constant 0.000000e+00 : f32
    %v_116 = arith.cmpf ogt, %in_55, %v_115 : f32
    %v_117 = arith.constant 0.000000e+00 : f32
    %v_118 = arith.select %v_116, %in_54, %v_117 : f32
    linalg.yield %v_118 : f32
  } -> tensor<128x16xf32>
  %e_53 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_31 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_53 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_65: f32):
    %v_119 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_119 : f32
  } -> tensor<16xf32>
  %sum_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_5 : tensor<128x16xf32>) outs(%fill_31 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_56: f32, %out_66: f32):
    %v_120 = arith.addf %out_66, %in_56 : f32
    linalg.yield %v_120 : f32
  } -> tensor<16xf32>
  %e_54 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_54 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_67: f32):
    %v_121 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_121 : f32
  } -> tensor<128x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_5, %w1 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_32 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_55 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_55 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_68: f32):
    %v_122 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_122 : f32
  } -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu, %relu_grad_5 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_33 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_56 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_20, %relu : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_56 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_57: f32, %in_58: f32, %out_69: f32):
    %v_123 = arith.constant 0.000000e+00 : f32
    %v_124 = arith.cmpf ogt, %in_58, %v_123 : f32
    %v_125 = arith.constant 0.000000e+00 : f32
    %v_126 = arith.select %v_124, %in_57, %v_125 : f32
    linalg.yield %v_126 : f32
  } -> tensor<128x16xf32>
  %e_57 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_57 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%out_70: f32):
    %v_127 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_127 : f32
  } -> tensor<16xf32>
  %sum_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_6 : tensor<128x16xf32>) outs(%fill_34 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_59: f32, %out_71: f32):
    %v_128 = arith.addf %out_71, %in_59 : f32
    linalg.yield %v_128 : f32
  } -> tensor<16xf32>
  %e_58 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_58 : tensor<16x16xf32>) attrs = {remat.backward} {
  ^bb0(%out_72: f32):
    %v_129 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_129 : f32
  } -> tensor<16x16xf32>
  %mm_22 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%x, %relu_grad_6 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_35 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %div, %mm_22, %sum_7, %mm_21, %sum_6, %mm_19, %sum_5, %mm_17, %sum_4, %mm_15, %sum_3, %mm_13, %sum_2, %mm_11, %sum_1, %mm_9, %sum : tensor<f32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
}
