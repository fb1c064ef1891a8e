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
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<128x16xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%e : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm = linalg.matmul ins(%x, %w0 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_1 = tensor.empty() : tensor<128x16xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %b0 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_1 : tensor<128x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %v = arith.addf %in, %in_1 : f32
    linalg.yield %v : f32
  } -> tensor<128x16xf32>
  %e_2 = tensor.empty() : tensor<128x16xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<128x16xf32>) outs(%e_2 : tensor<128x16xf32>) {
  ^bb0(%in_2: f32, %out_1: f32):
    %v_1 = arith.constant 0.000000e+00 : f32
    %v_2 = arith.cmpf ogt, %in_2, %v_1 : f32
    %v_3 = arith.constant 0.000000e+00 : f32
    %v_4 = arith.select %v_2, %in_2, %v_3 : f32
    linalg.yield %v_4 : f32
  } -> tensor<128x16xf32>
  %cst_1 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<128x16xf32>
  %fill_1 = linalg.fill ins(%cst_1 : f32) outs(%e_3 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_1 = linalg.matmul ins(%relu, %w1 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_1 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_4 = tensor.empty() : tensor<128x16xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_1, %b1 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_4 : tensor<128x16xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %out_2: f32):
    %v_5 = arith.addf %in_3, %in_4 : f32
    linalg.yield %v_5 : f32
  } -> tensor<128x16xf32>
  %e_5 = tensor.empty() : tensor<128x16xf32>
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<128x16xf32>) outs(%e_5 : tensor<128x16xf32>) {
  ^bb0(%in_5: f32, %out_3: f32):
    %v_6 = arith.constant 0.000000e+00 : f32
    %v_7 = arith.cmpf ogt, %in_5, %v_6 : f32
    %v_8 = arith.constant 0.000000e+00 : f32
    %v_9 = arith.select %v_7, %in_5, %v_8 : f32
    linalg.yield %v_9 : f32
  } -> tensor<128x16xf32>
  %cst_2 = arith.constant 0.000000e+00 : f32
  %e_6 = tensor.empty() : tensor<128x16xf32>
  %fill_2 = linalg.fill ins(%cst_2 : f32) outs(%e_6 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_2 = linalg.matmul ins(%relu_1, %w2 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_2 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_7 = tensor.empty() : tensor<128x16xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_2, %b2 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_7 : tensor<128x16xf32>) {
  ^bb0(%in_6: f32, %in_7: f32, %out_4: f32):
    %v_10 = arith.addf %in_6, %in_7 : f32
    linalg.yield %v_10 : f32
  } -> tensor<128x16xf32>
  %e_8 = tensor.empty() : tensor<128x16xf32>
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_2 : tensor<128x16xf32>) outs(%e_8 : tensor<128x16xf32>) {
  ^bb0(%in_8: f32, %out_5: f32):
    %v_11 = arith.constant 0.000000e+00 : f32
    %v_12 = arith.cmpf ogt, %in_8, %v_11 : f32
    %v_13 = arith.constant 0.000000e+00 : f32
    %v_14 = arith.select %v_12, %in_8, %v_13 : f32
    linalg.yield %v_14 : f32
  } -> tensor<128x16xf32>
  %cst_3 = arith.constant 0.000000e+00 : f32
  %e_9 = tensor.empty() : tensor<128x16xf32>
  %fill_3 = linalg.fill ins(%cst_3 : f32) outs(%e_9 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_3 = linalg.matmul ins(%relu_2, %w3 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_3 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_10 = tensor.empty() : tensor<128x16xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_3, %b3 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_10 : tensor<128x16xf32>) {
  ^bb0(%in_9: f32, %in_10: f32, %out_6: f32):
    %v_15 = arith.addf %in_9, %in_10 : f32
    linalg.yield %v_15 : f32
  } -> tensor<128x16xf32>
  %e_11 = tensor.empty() : tensor<128x16xf32>
  %relu_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_3 : tensor<128x16xf32>) outs(%e_11 : tensor<128x16xf32>) {
  ^bb0(%in_11: f32, %out_7: f32):
    %v_16 = arith.constant 0.000000e+00 : f32
    %v_17 = arith.cmpf ogt, %in_11, %v_16 : f32
    %v_18 = arith.constant 0.000000e+00 : f32
    %v_19 = arith.select %v_17, %in_11, %v_18 : f32
    linalg.yield %v_19 : f32
  } -> tensor<128x16xf32>
  %cst_4 = arith.constant 0.000000e+00 : f32
  %e_12 = tensor.empty() : tensor<128x16xf32>
  %fill_4 = linalg.fill ins(%cst_4 : f32) outs(%e_12 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_4 = linalg.matmul ins(%relu_3, %w4 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_4 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_13 = tensor.empty() : tensor<128x16xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_4, %b4 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_13 : tensor<128x16xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %out_8: f32):
    %v_20 = arith.addf %in_12, %in_13 : f32
    linalg.yield %v_20 : f32
  } -> tensor<128x16xf32>
  %e_14 = tensor.empty() : tensor<128x16xf32>
  %relu_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_4 : tensor<128x16xf32>) outs(%e_14 : tensor<128x16xf32>) {
  ^bb0(%in_14: f32, %out_9: f32):
    %v_21 = arith.constant 0.000000e+00 : f32
    %v_22 = arith.cmpf ogt, %in_14, %v_21 : f32
    %v_23 = arith.constant 0.000000e+00 : f32
    %v_24 = arith.select %v_22, %in_14, %v_23 : f32
    linalg.yield %v_24 : f32
  } -> tensor<128x16xf32>
  %cst_5 = arith.constant 0.000000e+00 : f32
  %e_15 = tensor.empty() : tensor<128x16xf32>
  %fill_5 = linalg.fill ins(%cst_5 : f32) outs(%e_15 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_5 = linalg.matmul ins(%relu_4, %w5 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_5 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_16 = tensor.empty() : tensor<128x16xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_5, %b5 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_16 : tensor<128x16xf32>) {
  ^bb0(%in_15: f32, %in_16: f32, %out_10: f32):
    %v_25 = arith.addf %in_15, %in_16 : f32
    linalg.yield %v_25 : f32
  } -> tensor<128x16xf32>
  %e_17 = tensor.empty() : tensor<128x16xf32>
  %relu_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_5 : tensor<128x16xf32>) outs(%e_17 : tensor<128x16xf32>) {
  ^bb0(%in_17: f32, %out_11: f32):
    %v_26 = arith.constant 0.000000e+00 : f32
    %v_27 = arith.cmpf ogt, %in_17, %v_26 : f32
    %v_28 = arith.constant 0.000000e+00 : f32
    %v_29 = arith.select %v_27, %in_17, %v_28 : f32
    linalg.yield %v_29 : f32
  } -> tensor<128x16xf32>
  %cst_6 = arith.constant 0.000000e+00 : f32
  %e_18 = tensor.empty() : tensor<128x16xf32>
  %fill_6 = linalg.fill ins(%cst_6 : f32) outs(%e_18 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_6 = linalg.matmul ins(%relu_5, %w6 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_6 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %e_19 = tensor.empty() : tensor<128x16xf32>
  %bias_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %b6 : tensor<128x16xf32>, tensor<16xf32>) outs(%e_19 : tensor<128x16xf32>) {
  ^bb0(%in_18: f32, %in_19: f32, %out_12: f32):
    %v_30 = arith.addf %in_18, %in_19 : f32
    linalg.yield %v_30 : f32
  } -> tensor<128x16xf32>
  %e_20 = tensor.empty() : tensor<128x16xf32>
  %relu_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_6 : tensor<128x16xf32>) outs(%e_20 : tensor<128x16xf32>) {
  ^bb0(%in_20: f32, %out_13: f32):
    %v_31 = arith.constant 0.000000e+00 : f32
    %v_32 = arith.cmpf ogt, %in_20, %v_31 : f32
    %v_33 = arith.constant 0.000000e+00 : f32
    %v_34 = arith.select %v_32, %in_20, %v_33 : f32
    linalg.yield %v_34 : f32
  } -> tensor<128x16xf32>
  %cst_7 = arith.constant 0.000000e+00 : f32
  %e_21 = tensor.empty() : tensor<128x8xf32>
  %fill_7 = linalg.fill ins(%cst_7 : f32) outs(%e_21 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %mm_7 = linalg.matmul ins(%relu_6, %w7 : tensor<128x16xf32>, tensor<16x8xf32>) outs(%fill_7 : tensor<128x8xf32>) -> tensor<128x8xf32>
  %e_22 = tensor.empty() : tensor<128x8xf32>
  %bias_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_7, %b7 : tensor<128x8xf32>, tensor<8xf32>) outs(%e_22 : tensor<128x8xf32>) {
  ^bb0(%in_21: f32, %in_22: f32, %out_14: f32):
    %v_35 = arith.addf %in_21, %in_22 : f32
    linalg.yield %v_35 : f32
  } -> tensor<128x8xf32>
  %cst_8 = arith.constant 0xFF800000 : f32
  %e_23 = tensor.empty() : tensor<128xf32>
  %fill_8 = linalg.fill ins(%cst_8 : f32) outs(%e_23 : tensor<128xf32>) -> tensor<128xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7 : tensor<128x8xf32>) outs(%fill_8 : tensor<128xf32>) {
  ^bb0(%in_23: f32, %out_15: f32):
    %v_36 = arith.maximumf %out_15, %in_23 : f32
    linalg.yield %v_36 : f32
  } -> tensor<128xf32>
  %cst_9 = arith.constant 0.000000e+00 : f32
  %e_24 = tensor.empty() : tensor<128xf32>
  %fill_9 = linalg.fill ins(%cst_9 : f32) outs(%e_24 : tensor<128xf32>) -> tensor<128xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7, %row : tensor<128x8xf32>, tensor<128xf32>) outs(%fill_9 : tensor<128xf32>) {
  ^bb0(%in_24: f32, %in_25: f32, %out_16: f32):
    %v_37 = arith.subf %in_24, %in_25 : f32
    %v_38 = math.exp %v_37 : f32
    %v_39 = arith.addf %out_16, %v_38 : f32
    linalg.yield %v_39 : f32
  } -> tensor<128xf32>
  %cst_10 = arith.constant 0.000000e+00 : f32
  %e_25 = tensor.empty() : tensor<f32>
  %fill_10 = linalg.fill ins(%cst_10 : f32) outs(%e_25 : tensor<f32>) -> tensor<f32>
  %sce = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%bias_7, %labels, %row, %row_1 : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128xf32>, tensor<128xf32>) outs(%fill_10 : tensor<f32>) {
  ^bb0(%in_26: f32, %in_27: f32, %in_28: f32, %in_29: f32, %out_17: f32):
    %v_40 = math.log %in_29 : f32
    %v_41 = arith.addf %in_28, %v_40 : f32
    %v_42 = arith.subf %v_41, %in_26 : f32
    %v_43 = arith.mulf %in_27, %v_42 : f32
    %v_44 = arith.addf %out_17, %v_43 : f32
    linalg.yield %v_44 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%sce : tensor<f32>) {
  ^bb0(%out_18: f32):
    %v_45 = arith.constant 1.280000e+02 : f32
    %v_46 = arith.divf %out_18, %v_45 : f32
    linalg.yield %v_46 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %cst_11 = arith.constant {remat.backward} 0xFF800000 : f32
  %e_26 = tensor.empty() {remat.backward} : tensor<128xf32>
  %fill_11 = linalg.fill {remat.backward} ins(%cst_11 : f32) outs(%e_26 : tensor<128xf32>) -> tensor<128xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7 : tensor<128x8xf32>) outs(%fill_11 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%in_30: f32, %out_19: f32):
    %v_47 = arith.maximumf %out_19, %in_30 : f32
    linalg.yield %v_47 : f32
  } -> tensor<128xf32>
  %cst_12 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_27 = tensor.empty() {remat.backward} : tensor<128xf32>
  %fill_12 = linalg.fill {remat.backward} ins(%cst_12 : f32) outs(%e_27 : tensor<128xf32>) -> tensor<128xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_7, %row_2 : tensor<128x8xf32>, tensor<128xf32>) outs(%fill_12 : tensor<128xf32>) attrs = {remat.backward} {
  ^bb0(%in_31: f32, %in_32: f32, %out_20: f32):
    %v_48 = arith.subf %in_31, %in_32 : f32
    %v_49 = math.exp %v_48 : f32
    %v_50 = arith.addf %out_20, %v_49 : f32
    linalg.yield %v_50 : f32
  } -> tensor<128xf32>
  %e_28 = tensor.empty() {remat.backward} : tensor<128x8xf32>
  %sce_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_7, %labels, %row_2, %row_3, %one : tensor<128x8xf32>, tensor<128x8xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>) outs(%e_28 : tensor<128x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_33: f32, %in_34: f32, %in_35: f32, %in_36: f32, %in_37: f32, %out_21: f32):
    %v_51 = arith.subf %in_33, %in_35 : f32
    %v_52 = math.exp %v_51 : f32
    %v_53 = arith.divf %v_52, %in_36 : f32
    %v_54 = arith.constant 1.280000e+02 : f32
    %v_55 = arith.divf %in_37, %v_54 : f32
    %v_56 = arith.subf %v_53, %in_34 : f32
    %v_57 = arith.mulf %v_55, %v_56 : f32
    linalg.yield %v_57 : f32
  } -> tensor<128x8xf32>
  %cst_13 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_29 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_13 = linalg.fill {remat.backward} ins(%cst_13 : f32) outs(%e_29 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%sce_grad : tensor<128x8xf32>) outs(%fill_13 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_38: f32, %out_22: f32):
    %v_58 = arith.addf %out_22, %in_38 : f32
    linalg.yield %v_58 : f32
  } -> tensor<8xf32>
  %cst_14 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_30 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_14 = linalg.fill {remat.backward} ins(%cst_14 : f32) outs(%e_30 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%sce_grad, %w7 : tensor<128x8xf32>, tensor<16x8xf32>) outs(%fill_14 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_15 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_31 = tensor.empty() {remat.backward} : tensor<16x8xf32>
  %fill_15 = linalg.fill {remat.backward} ins(%cst_15 : f32) outs(%e_31 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %mm_9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_6, %sce_grad : tensor<128x16xf32>, tensor<128x8xf32>) outs(%fill_15 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %e_32 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_8, %relu_6 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_32 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_39: f32, %in_40: f32, %out_23: f32):
    %v_59 = arith.constant 0.000000e+00 : f32
    %v_60 = arith.cmpf ogt, %in_40, %v_59 : f32
    %v_61 = arith.constant 0.000000e+00 : f32
    %v_62 = arith.select %v_60, %in_39, %v_61 : f32
    linalg.yield %v_62 : f32
  } -> tensor<128x16xf32>
  %cst_16 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_33 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_16 = linalg.fill {remat.backward} ins(%cst_16 : f32) outs(%e_33 : tensor<16xf32>) -> tensor<16xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad : tensor<128x16xf32>) outs(%fill_16 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_41: f32, %out_24: f32):
    %v_63 = arith.addf %out_24, %in_41 : f32
    linalg.yield %v_63 : f32
  } -> tensor<16xf32>
  %cst_17 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_34 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_17 = linalg.fill {remat.backward} ins(%cst_17 : f32) outs(%e_34 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad, %w6 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_17 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_18 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_35 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_18 = linalg.fill {remat.backward} ins(%cst_18 : f32) outs(%e_35 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_5, %relu_grad : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_18 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_36 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_10, %relu_5 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_36 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_42: f32, %in_43: f32, %out_25: f32):
    %v_64 = arith.constant 0.000000e+00 : f32
    %v_65 = arith.cmpf ogt, %in_43, %v_64 : f32
    %v_66 = arith.constant 0.000000e+00 : f32
    %v_67 = arith.select %v_65, %in_42, %v_66 : f32
    linalg.yield %v_67 : f32
  } -> tensor<128x16xf32>
  %cst_19 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_37 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_19 = linalg.fill {remat.backward} ins(%cst_19 : f32) outs(%e_37 : tensor<16xf32>) -> tensor<16xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_1 : tensor<128x16xf32>) outs(%fill_19 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_44: f32, %out_26: f32):
    %v_68 = arith.addf %out_26, %in_44 : f32
    linalg.yield %v_68 : f32
  } -> tensor<16xf32>
  %cst_20 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_38 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_20 = linalg.fill {remat.backward} ins(%cst_20 : f32) outs(%e_38 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_12 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_1, %w5 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_20 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_21 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_39 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_21 = linalg.fill {remat.backward} ins(%cst_21 : f32) outs(%e_39 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_13 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_4, %relu_grad_1 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_21 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_40 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_12, %relu_4 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_40 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_45: f32, %in_46: f32, %out_27: f32):
    %v_69 = arith.constant 0.000000e+00 : f32
    %v_70 = arith.cmpf ogt, %in_46, %v_69 : f32
    %v_71 = arith.constant 0.000000e+00 : f32
    %v_72 = arith.select %v_70, %in_45, %v_71 : f32
    linalg.yield %v_72 : f32
  } -> tensor<128x16xf32>
  %cst_22 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_41 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_22 = linalg.fill {remat.backward} ins(%cst_22 : f32) outs(%e_41 : tensor<16xf32>) -> tensor<16xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_2 : tensor<128x16xf32>) outs(%fill_22 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_47: f32, %out_28: f32):
    %v_73 = arith.addf %out_28, %in_47 : f32
    linalg.yield %v_73 : f32
  } -> tensor<16xf32>
  %cst_23 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_42 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_23 = linalg.fill {remat.backward} ins(%cst_23 : f32) outs(%e_42 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_14 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_2, %w4 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_23 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_24 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_43 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_24 = linalg.fill {remat.backward} ins(%cst_24 : f32) outs(%e_43 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_15 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_3, %relu_grad_2 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_24 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_44 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_14, %relu_3 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_44 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_48: f32, %in_49: f32, %out_29: f32):
    %v_74 = arith.constant 0.000000e+00 : f32
    %v_75 = arith.cmpf ogt, %in_49, %v_74 : f32
    %v_76 = arith.constant 0.000000e+00 : f32
    %v_77 = arith.select %v_75, %in_48, %v_76 : f32
    linalg.yield %v_77 : f32
  } -> tensor<128x16xf32>
  %cst_25 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_45 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_25 = linalg.fill {remat.backward} ins(%cst_25 : f32) outs(%e_45 : tensor<16xf32>) -> tensor<16xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_3 : tensor<128x16xf32>) outs(%fill_25 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_50: f32, %out_30: f32):
    %v_78 = arith.addf %out_30, %in_50 : f32
    linalg.yield %v_78 : f32
  } -> tensor<16xf32>
  %cst_26 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_46 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_26 = linalg.fill {remat.backward} ins(%cst_26 : f32) outs(%e_46 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_3, %w3 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_26 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_27 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_47 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_27 = linalg.fill {remat.backward} ins(%cst_27 : f32) outs(%e_47 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_2, %relu_grad_3 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_27 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_48 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_16, %relu_2 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_48 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_51: f32, %in_52: f32, %out_31: f32):
    %v_79 = arith.constant 0.000000e+00 : f32
    %v_80 = arith.cmpf ogt, %in_52, %v_79 : f32
    %v_81 = arith.constant 0.000000e+00 : f32
    %v_82 = arith.select %v_80, %in_51, %v_81 : f32
    linalg.yield %v_82 : f32
  } -> tensor<128x16xf32>
  %cst_28 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_49 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_28 = linalg.fill {remat.backward} ins(%cst_28 : f32) outs(%e_49 : tensor<16xf32>) -> tensor<16xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_4 : tensor<128x16xf32>) outs(%fill_28 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_53: f32, %out_32: f32):
    %v_83 = arith.addf %out_32, %in_53 : f32
    linalg.yield %v_83 : f32
  } -> tensor<16xf32>
  %cst_29 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_50 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_29 = linalg.fill {remat.backward} ins(%cst_29 : f32) outs(%e_50 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_4, %w2 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_29 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_30 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_51 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_30 = linalg.fill {remat.backward} ins(%cst_30 : f32) outs(%e_51 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_1, %relu_grad_4 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_30 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_52 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_18, %relu_1 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_52 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_54: f32, %in_55: f32, %out_33: f32):
    %v_84 = arith.constant 0.000000e+00 : f32
    %v_85 = arith.cmpf ogt, %in_55, %v_84 : f32
    %v_86 = arith.constant 0.000000e+00 : f32
    %v_87 = arith.select %v_85, %in_54, %v_86 : f32
    linalg.yield %v_87 : f32
  } -> tensor<128x16xf32>
  %cst_31 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_53 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_31 = linalg.fill {remat.backward} ins(%cst_31 : f32) outs(%e_53 : tensor<16xf32>) -> tensor<16xf32>
  %sum_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_5 : tensor<128x16xf32>) outs(%fill_31 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_56: f32, %out_34: f32):
    %v_88 = arith.addf %out_34, %in_56 : f32
    linalg.yield %v_88 : f32
  } -> tensor<16xf32>
  %cst_32 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_54 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %fill_32 = linalg.fill {remat.backward} ins(%cst_32 : f32) outs(%e_54 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %mm_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_5, %w1 : tensor<128x16xf32>, tensor<16x16xf32>) outs(%fill_32 : tensor<128x16xf32>) -> tensor<128x16xf32>
  %cst_33 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_55 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_33 = linalg.fill {remat.backward} ins(%cst_33 : f32) outs(%e_55 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu, %relu_grad_5 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_33 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e_56 = tensor.empty() {remat.backward} : tensor<128x16xf32>
  %relu_grad_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_20, %relu : tensor<128x16xf32>, tensor<128x16xf32>) outs(%e_56 : tensor<128x16xf32>) attrs = {remat.backward} {
  ^bb0(%in_57: f32, %in_58: f32, %out_35: f32):
    %v_89 = arith.constant 0.000000e+00 : f32
    %v_90 = arith.cmpf ogt, %in_58, %v_89 : f32
    %v_91 = arith.constant 0.000000e+00 : f32
    %v_92 = arith.select %v_90, %in_57, %v_91 : f32
    linalg.yield %v_92 : f32
  } -> tensor<128x16xf32>
  %cst_34 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_57 = tensor.empty() {remat.backward} : tensor<16xf32>
  %fill_34 = linalg.fill {remat.backward} ins(%cst_34 : f32) outs(%e_57 : tensor<16xf32>) -> tensor<16xf32>
  %sum_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_6 : tensor<128x16xf32>) outs(%fill_34 : tensor<16xf32>) attrs = {remat.backward} {
  ^bb0(%in_59: f32, %out_36: f32):
    %v_93 = arith.addf %out_36, %in_59 : f32
    linalg.yield %v_93 : f32
  } -> tensor<16xf32>
  %cst_35 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_58 = tensor.empty() {remat.backward} : tensor<16x16xf32>
  %fill_35 = linalg.fill {remat.backward} ins(%cst_35 : f32) outs(%e_58 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %mm_22 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%x, %relu_grad_6 : tensor<128x16xf32>, tensor<128x16xf32>) outs(%fill_35 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %div, %mm_22, %sum_7, %mm_21, %sum_6, %mm_19, %sum_5, %mm_17, %sum_4, %mm_15, %sum_3, %mm_13, %sum_2, %mm_11, %sum_1, %mm_9, %sum : tensor<f32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x8xf32>, tensor<8xf32>
}
