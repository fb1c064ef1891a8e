func.func @mlp_train_step(
    %x: tensor<8x32xf32>,
    %labels: tensor<8x8xf32>,
    %w0: tensor<32x32xf32> {remat.param},
    %b0: tensor<32xf32> {remat.param},
    %w1: tensor<32x32xf32> {remat.param},
    %b1: tensor<32xf32> {remat.param},
    %w2: tensor<32x32xf32> {remat.param},
    %b2: tensor<32xf32> {remat.param},
    %w3: tensor<32x8xf32> {remat.param},
    %b3: tensor<8xf32> {remat.param})
    -> (tensor<f32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm = linalg.matmul ins(%x, %w0 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fill : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e_1 = tensor.empty() : tensor<8x32xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %b0 : tensor<8x32xf32>, tensor<32xf32>) outs(%e_1 : tensor<8x32xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %v = arith.addf %in, %in_1 : f32
    linalg.yield %v : f32
  } -> tensor<8x32xf32>
  %e_2 = tensor.empty() : tensor<8x32xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias : tensor<8x32xf32>) outs(%e_2 : tensor<8x32xf32>) {
  ^bb0(%in_2: f32, %out_1: f32):
    %v_1 = arith.constant 0.000000e+00 : f32
    %v_2 = arith.cmpf ogt, %in_2, %v_1 : f32
    %v_3 = arith.constant 0.000000e+00 : f32
    %v_4 = arith.select %v_2, %in_2, %v_3 : f32
    linalg.yield %v_4 : f32
  } -> tensor<8x32xf32>
  %cst_1 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<8x32xf32>
  %fill_1 = linalg.fill ins(%cst_1 : f32) outs(%e_3 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm_1 = linalg.matmul ins(%relu, %w1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fill_1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e_4 = tensor.empty() : tensor<8x32xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_1, %b1 : tensor<8x32xf32>, tensor<32xf32>) outs(%e_4 : tensor<8x32xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %out_2: f32):
    %v_5 = arith.addf %in_3, %in_4 : f32
    linalg.yield %v_5 : f32
  } -> tensor<8x32xf32>
  %e_5 = tensor.empty() : tensor<8x32xf32>
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_1 : tensor<8x32xf32>) outs(%e_5 : tensor<8x32xf32>) {
  ^bb0(%in_5: f32, %out_3: f32):
    %v_6 = arith.constant 0.000000e+00 : f32
    %v_7 = arith.cmpf ogt, %in_5, %v_6 : f32
    %v_8 = arith.constant 0.000000e+00 : f32
    %v_9 = arith.select %v_7, %in_5, %v_8 : f32
    linalg.yield %v_9 : f32
  } -> tensor<8x32xf32>
  %cst_2 = arith.constant 0.000000e+00 : f32
  %e_6 = tensor.empty() : tensor<8x32xf32>
  %fill_2 = linalg.fill ins(%cst_2 : f32) outs(%e_6 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm_2 = linalg.matmul ins(%relu_1, %w2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fill_2 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e_7 = tensor.empty() : tensor<8x32xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_2, %b2 : tensor<8x32xf32>, tensor<32xf32>) outs(%e_7 : tensor<8x32xf32>) {
  ^bb0(%in_6: f32, %in_7: f32, %out_4: f32):
    %v_10 = arith.addf %in_6, %in_7 : f32
    linalg.yield %v_10 : f32
  } -> tensor<8x32xf32>
  %e_8 = tensor.empty() : tensor<8x32xf32>
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_2 : tensor<8x32xf32>) outs(%e_8 : tensor<8x32xf32>) {
  ^bb0(%in_8: f32, %out_5: f32):
    %v_11 = arith.constant 0.000000e+00 : f32
    %v_12 = arith.cmpf ogt, %in_8, %v_11 : f32
    %v_13 = arith.constant 0.000000e+00 : f32
    %v_14 = arith.select %v_12, %in_8, %v_13 : f32
    linalg.yield %v_14 : f32
  } -> tensor<8x32xf32>
  %cst_3 = arith.constant 0.000000e+00 : f32
  %e_9 = tensor.empty() : tensor<8x8xf32>
  %fill_3 = linalg.fill ins(%cst_3 : f32) outs(%e_9 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm_3 = linalg.matmul ins(%relu_2, %w3 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%fill_3 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e_10 = tensor.empty() : tensor<8x8xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_3, %b3 : tensor<8x8xf32>, tensor<8xf32>) outs(%e_10 : tensor<8x8xf32>) {
  ^bb0(%in_9: f32, %in_10: f32, %out_6: f32):
    %v_15 = arith.addf %in_9, %in_10 : f32
    linalg.yield %v_15 : f32
  } -> tensor<8x8xf32>
  %cst_4 = arith.constant 0xFF800000 : f32
  %e_11 = tensor.empty() : tensor<8xf32>
  %fill_4 = linalg.fill ins(%cst_4 : f32) outs(%e_11 : tensor<8xf32>) -> tensor<8xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_3 : tensor<8x8xf32>) outs(%fill_4 : tensor<8xf32>) {
  ^bb0(%in_11: f32, %out_7: f32):
    %v_16 = arith.maximumf %out_7, %in_11 : f32
    linalg.yield %v_16 : f32
  } -> tensor<8xf32>
  %cst_5 = arith.constant 0.000000e+00 : f32
  %e_12 = tensor.empty() : tensor<8xf32>
  %fill_5 = linalg.fill ins(%cst_5 : f32) outs(%e_12 : tensor<8xf32>) -> tensor<8xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_3, %row : tensor<8x8xf32>, tensor<8xf32>) outs(%fill_5 : tensor<8xf32>) {
  ^bb0(%in_12: f32, %in_13: f32, %out_8: f32):
    %v_17 = arith.subf %in_12, %in_13 : f32
    %v_18 = math.exp %v_17 : f32
    %v_19 = arith.addf %out_8, %v_18 : f32
    linalg.yield %v_19 : f32
  } -> tensor<8xf32>
  %cst_6 = arith.constant 0.000000e+00 : f32
  %e_13 = tensor.empty() : tensor<f32>
  %fill_6 = linalg.fill ins(%cst_6 : f32) outs(%e_13 : tensor<f32>) -> tensor<f32>
  %sce = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%bias_3, %labels, %row, %row_1 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%fill_6 : tensor<f32>) {
  ^bb0(%in_14: f32, %in_15: f32, %in_16: f32, %in_17: f32, %out_9: f32):
    %v_20 = math.log %in_17 : f32
    %v_21 = arith.addf %in_16, %v_20 : f32
    %v_22 = arith.subf %v_21, %in_14 : f32
    %v_23 = arith.mulf %in_15, %v_22 : f32
    %v_24 = arith.addf %out_9, %v_23 : f32
    linalg.yield %v_24 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%sce : tensor<f32>) {
  ^bb0(%out_10: f32):
    %v_25 = arith.constant 8.000000e+00 : f32
    %v_26 = arith.divf %out_10, %v_25 : f32
    linalg.yield %v_26 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %cst_7 = arith.constant {remat.backward} 0xFF800000 : f32
  %e_14 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_7 = linalg.fill {remat.backward} ins(%cst_7 : f32) outs(%e_14 : tensor<8xf32>) -> tensor<8xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_3 : tensor<8x8xf32>) outs(%fill_7 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_18: f32, %out_11: f32):
    %v_27 = arith.maximumf %out_11, %in_18 : f32
    linalg.yield %v_27 : f32
  } -> tensor<8xf32>
  %cst_8 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_15 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_8 = linalg.fill {remat.backward} ins(%cst_8 : f32) outs(%e_15 : tensor<8xf32>) -> tensor<8xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_3, %row_2 : tensor<8x8xf32>, tensor<8xf32>) outs(%fill_8 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_19: f32, %in_20: f32, %out_12: f32):
    %v_28 = arith.subf %in_19, %in_20 : f32
    %v_29 = math.exp %v_28 : f32
    %v_30 = arith.addf %out_12, %v_29 : f32
    linalg.yield %v_30 : f32
  } -> tensor<8xf32>
  %e_16 = tensor.empty() {remat.backward} : tensor<8x8xf32>
  %sce_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_3, %labels, %row_2, %row_3, %one : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>) outs(%e_16 : tensor<8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_21: f32, %in_22: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out_13: f32):
    %v_31 = arith.subf %in_21, %in_23 : f32
    %v_32 = math.exp %v_31 : f32
    %v_33 = arith.divf %v_32, %in_24 : f32
    %v_34 = arith.constant 8.000000e+00 : f32
    %v_35 = arith.divf %in_25, %v_34 : f32
    %v_36 = arith.subf %v_33, %in_22 : f32
    %v_37 = arith.mulf %v_35, %v_36 : f32
    linalg.yield %v_37 : f32
  } -> tensor<8x8xf32>
  %cst_9 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_17 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_9 = linalg.fill {remat.backward} ins(%cst_9 : f32) outs(%e_17 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%sce_grad : tensor<8x8xf32>) outs(%fill_9 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_26: f32, %out_14: f32):
    %v_38 = arith.addf %out_14, %in_26 : f32
    linalg.yield %v_38 : f32
  } -> tensor<8xf32>
  %cst_10 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_18 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %fill_10 = linalg.fill {remat.backward} ins(%cst_10 : f32) outs(%e_18 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm_4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%sce_grad, %w3 : tensor<8x8xf32>, tensor<32x8xf32>) outs(%fill_10 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %cst_11 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_19 = tensor.empty() {remat.backward} : tensor<32x8xf32>
  %fill_11 = linalg.fill {remat.backward} ins(%cst_11 : f32) outs(%e_19 : tensor<32x8xf32>) -> tensor<32x8xf32>
  %mm_5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_2, %sce_grad : tensor<8x32xf32>, tensor<8x8xf32>) outs(%fill_11 : tensor<32x8xf32>) -> tensor<32x8xf32>
  %e_20 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %relu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_4, %relu_2 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e_20 : tensor<8x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_27: f32, %in_28: f32, %out_15: f32):
    %v_39 = arith.constant 0.000000e+00 : f32
    %v_40 = arith.cmpf ogt, %in_28, %v_39 : f32
    %v_41 = arith.constant 0.000000e+00 : f32
    %v_42 = arith.select %v_40, %in_27, %v_41 : f32
    linalg.yield %v_42 : f32
  } -> tensor<8x32xf32>
  %cst_12 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_21 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_12 = linalg.fill {remat.backward} ins(%cst_12 : f32) outs(%e_21 : tensor<32xf32>) -> tensor<32xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad : tensor<8x32xf32>) outs(%fill_12 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_29: f32, %out_16: f32):
    %v_43 = arith.addf %out_16, %in_29 : f32
    linalg.yield %v_43 : f32
  } -> tensor<32xf32>
  %cst_13 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_22 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %fill_13 = linalg.fill {remat.backward} ins(%cst_13 : f32) outs(%e_22 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm_6 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad, %w2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fill_13 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %cst_14 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_23 = tensor.empty() {remat.backward} : tensor<32x32xf32>
  %fill_14 = linalg.fill {remat.backward} ins(%cst_14 : f32) outs(%e_23 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm_7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_1, %relu_grad : tensor<8x32xf32>, tensor<8x32xf32>) outs(%fill_14 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %e_24 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %relu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_6, %relu_1 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e_24 : tensor<8x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_30: f32, %in_31: f32, %out_17: f32):
    %v_44 = arith.constant 0.000000e+00 : f32
    %v_45 = arith.cmpf ogt, %in_31, %v_44 : f32
    %v_46 = arith.constant 0.000000e+00 : f32
    %v_47 = arith.select %v_45, %in_30, %v_46 : f32
    linalg.yield %v_47 : f32
  } -> tensor<8x32xf32>
  %cst_15 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_25 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_15 = linalg.fill {remat.backward} ins(%cst_15 : f32) outs(%e_25 : tensor<32xf32>) -> tensor<32xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_1 : tensor<8x32xf32>) outs(%fill_15 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_32: f32, %out_18: f32):
    %v_48 = arith.addf %out_18, %in_32 : f32
    linalg.yield %v_48 : f32
  } -> tensor<32xf32>
  %cst_16 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_26 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %fill_16 = linalg.fill {remat.backward} ins(%cst_16 : f32) outs(%e_26 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm_8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu_grad_1, %w1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%fill_16 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %cst_17 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_27 = tensor.empty() {remat.backward} : tensor<32x32xf32>
  %fill_17 = linalg.fill {remat.backward} ins(%cst_17 : f32) outs(%e_27 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm_9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%relu, %relu_grad_1 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%fill_17 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %e_28 = tensor.empty() {remat.backward} : tensor<8x32xf32>
  %relu_grad_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_8, %relu : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e_28 : tensor<8x32xf32>) attrs = {remat.backward} {
  ^bb0(%in_33: f32, %in_34: f32, %out_19: f32):
    %v_49 = arith.constant 0.000000e+00 : f32
    %v_50 = arith.cmpf ogt, %in_34, %v_49 : f32
    %v_51 = arith.constant 0.000000e+00 : f32
    %v_52 = arith.select %v_50, %in_33, %v_51 : f32
    linalg.yield %v_52 : f32
  } -> tensor<8x32xf32>
  %cst_18 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_29 = tensor.empty() {remat.backward} : tensor<32xf32>
  %fill_18 = linalg.fill {remat.backward} ins(%cst_18 : f32) outs(%e_29 : tensor<32xf32>) -> tensor<32xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%relu_grad_2 : tensor<8x32xf32>) outs(%fill_18 : tensor<32xf32>) attrs = {remat.backward} {
  ^bb0(%in_35: f32, %out_20: f32):
    %v_53 = arith.addf %out_20, %in_35 : f32
    linalg.yield %v_53 : f32
  } -> tensor<32xf32>
  %cst_19 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_30 = tensor.empty() {remat.backward} : tensor<32x32xf32>
  %fill_19 = linalg.fill {remat.backward} ins(%cst_19 : f32) outs(%e_30 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm_10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%x, %relu_grad_2 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%fill_19 : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %div, %mm_10, %sum_3, %mm_9, %sum_2, %mm_7, %sum_1, %mm_5, %sum : tensor<f32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x8xf32>, tensor<8xf32>
}
