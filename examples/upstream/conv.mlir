func.func @conv_train_step(
    %x: tensor<2x8x8x3xf32>,
    %labels: tensor<2x4xf32>,
    %ws: tensor<3x3x3x4xf32> {remat.param},
    %bs: tensor<4xf32> {remat.param},
    %wp1: tensor<1x1x4x8xf32> {remat.param},
    %bp1: tensor<8xf32> {remat.param},
    %w0_1: tensor<3x3x4x4xf32> {remat.param},
    %b0_1: tensor<4xf32> {remat.param},
    %w0_2: tensor<3x3x4x4xf32> {remat.param},
    %b0_2: tensor<4xf32> {remat.param},
    %w1_1: tensor<3x3x8x8xf32> {remat.param},
    %b1_1: tensor<8xf32> {remat.param},
    %w1_2: tensor<3x3x8x8xf32> {remat.param},
    %b1_2: tensor<8xf32> {remat.param},
    %wfc: tensor<8x4xf32> {remat.param},
    %bfc: tensor<4xf32> {remat.param})
    -> (tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
    tensor.yield %cst : f32
  } : tensor<2x8x8x3xf32> to tensor<2x10x10x3xf32>
  %cst_1 = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x8x8x4xf32>
  %fill = linalg.fill ins(%cst_1 : f32) outs(%e : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %ws : tensor<2x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%fill : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %e_1 = tensor.empty() : tensor<2x8x8x4xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %bs : tensor<2x8x8x4xf32>, tensor<4xf32>) outs(%e_1 : tensor<2x8x8x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %v = arith.addf %in, %in_1 : f32
    linalg.yield %v : f32
  } -> tensor<2x8x8x4xf32>
  %e_2 = tensor.empty() : tensor<2x8x8x4xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<2x8x8x4xf32>) outs(%e_2 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_2: f32, %out_1: f32):
    %v_1 = arith.constant 0.000000e+00 : f32
    %v_2 = arith.cmpf ogt, %in_2, %v_1 : f32
    %v_3 = arith.constant 0.000000e+00 : f32
    %v_4 = arith.select %v_2, %in_2, %v_3 : f32
    linalg.yield %v_4 : f32
  } -> tensor<2x8x8x4xf32>
  %cst_2 = arith.constant 0.000000e+00 : f32
  %padded_1 = tensor.pad %relu low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
    tensor.yield %cst_2 : f32
  } : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_3 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<2x8x8x4xf32>
  %fill_1 = linalg.fill ins(%cst_3 : f32) outs(%e_3 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %conv_1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_1, %w0_1 : tensor<2x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_1 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %e_4 = tensor.empty() : tensor<2x8x8x4xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1, %b0_1 : tensor<2x8x8x4xf32>, tensor<4xf32>) outs(%e_4 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %out_2: f32):
    %v_5 = arith.addf %in_3, %in_4 : f32
    linalg.yield %v_5 : f32
  } -> tensor<2x8x8x4xf32>
  %e_5 = tensor.empty() : tensor<2x8x8x4xf32>
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_1 : tensor<2x8x8x4xf32>) outs(%e_5 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_5: f32, %out_3: f32):
    %v_6 = arith.constant 0.000000e+00 : f32
    %v_7 = arith.cmpf ogt, %in_5, %v_6 : f32
    %v_8 = arith.constant 0.000000e+00 : f32
    %v_9 = arith.select %v_7, %in_5, %v_8 : f32
    linalg.yield %v_9 : f32
  } -> tensor<2x8x8x4xf32>
  %cst_4 = arith.constant 0.000000e+00 : f32
  %padded_2 = tensor.pad %relu_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
    tensor.yield %cst_4 : f32
  } : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_5 = arith.constant 0.000000e+00 : f32
  %e_6 = tensor.empty() : tensor<2x8x8x4xf32>
  %fill_2 = linalg.fill ins(%cst_5 : f32) outs(%e_6 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %conv_2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_2, %w0_2 : tensor<2x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_2 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %e_7 = tensor.empty() : tensor<2x8x8x4xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %b0_2 : tensor<2x8x8x4xf32>, tensor<4xf32>) outs(%e_7 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_6: f32, %in_7: f32, %out_4: f32):
    %v_10 = arith.addf %in_6, %in_7 : f32
    linalg.yield %v_10 : f32
  } -> tensor<2x8x8x4xf32>
  %e_8 = tensor.empty() : tensor<2x8x8x4xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_2, %relu : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%e_8 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_8: f32, %in_9: f32, %out_5: f32):
    %v_11 = arith.addf %in_8, %in_9 : f32
    linalg.yield %v_11 : f32
  } -> tensor<2x8x8x4xf32>
  %e_9 = tensor.empty() : tensor<2x8x8x4xf32>
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<2x8x8x4xf32>) outs(%e_9 : tensor<2x8x8x4xf32>) {
  ^bb0(%in_10: f32, %out_6: f32):
    %v_12 = arith.constant 0.000000e+00 : f32
    %v_13 = arith.cmpf ogt, %in_10, %v_12 : f32
    %v_14 = arith.constant 0.000000e+00 : f32
    %v_15 = arith.select %v_13, %in_10, %v_14 : f32
    linalg.yield %v_15 : f32
  } -> tensor<2x8x8x4xf32>
  %e_10 = tensor.empty() : tensor<2x2xf32>
  %cst_6 = arith.constant 0xFF800000 : f32
  %e_11 = tensor.empty() : tensor<2x4x4x4xf32>
  %fill_3 = linalg.fill ins(%cst_6 : f32) outs(%e_11 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%relu_2, %e_10 : tensor<2x8x8x4xf32>, tensor<2x2xf32>) outs(%fill_3 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %cst_7 = arith.constant 0.000000e+00 : f32
  %e_12 = tensor.empty() : tensor<2x4x4x8xf32>
  %fill_4 = linalg.fill ins(%cst_7 : f32) outs(%e_12 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %conv_3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%pool, %wp1 : tensor<2x4x4x4xf32>, tensor<1x1x4x8xf32>) outs(%fill_4 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %e_13 = tensor.empty() : tensor<2x4x4x8xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %bp1 : tensor<2x4x4x8xf32>, tensor<8xf32>) outs(%e_13 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_11: f32, %in_12: f32, %out_7: f32):
    %v_16 = arith.addf %in_11, %in_12 : f32
    linalg.yield %v_16 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_8 = arith.constant 0.000000e+00 : f32
  %padded_3 = tensor.pad %bias_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
    tensor.yield %cst_8 : f32
  } : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_9 = arith.constant 0.000000e+00 : f32
  %e_14 = tensor.empty() : tensor<2x4x4x8xf32>
  %fill_5 = linalg.fill ins(%cst_9 : f32) outs(%e_14 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %conv_4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_3, %w1_1 : tensor<2x6x6x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_5 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %e_15 = tensor.empty() : tensor<2x4x4x8xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %b1_1 : tensor<2x4x4x8xf32>, tensor<8xf32>) outs(%e_15 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_13: f32, %in_14: f32, %out_8: f32):
    %v_17 = arith.addf %in_13, %in_14 : f32
    linalg.yield %v_17 : f32
  } -> tensor<2x4x4x8xf32>
  %e_16 = tensor.empty() : tensor<2x4x4x8xf32>
  %relu_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_4 : tensor<2x4x4x8xf32>) outs(%e_16 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_15: f32, %out_9: f32):
    %v_18 = arith.constant 0.000000e+00 : f32
    %v_19 = arith.cmpf ogt, %in_15, %v_18 : f32
    %v_20 = arith.constant 0.000000e+00 : f32
    %v_21 = arith.select %v_19, %in_15, %v_20 : f32
    linalg.yield %v_21 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_10 = arith.constant 0.000000e+00 : f32
  %padded_4 = tensor.pad %relu_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
    tensor.yield %cst_10 : f32
  } : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_11 = arith.constant 0.000000e+00 : f32
  %e_17 = tensor.empty() : tensor<2x4x4x8xf32>
  %fill_6 = linalg.fill ins(%cst_11 : f32) outs(%e_17 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %conv_5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_4, %w1_2 : tensor<2x6x6x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_6 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %e_18 = tensor.empty() : tensor<2x4x4x8xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %b1_2 : tensor<2x4x4x8xf32>, tensor<8xf32>) outs(%e_18 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_16: f32, %in_17: f32, %out_10: f32):
    %v_22 = arith.addf %in_16, %in_17 : f32
    linalg.yield %v_22 : f32
  } -> tensor<2x4x4x8xf32>
  %e_19 = tensor.empty() : tensor<2x4x4x8xf32>
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_5, %bias_3 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%e_19 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_18: f32, %in_19: f32, %out_11: f32):
    %v_23 = arith.addf %in_18, %in_19 : f32
    linalg.yield %v_23 : f32
  } -> tensor<2x4x4x8xf32>
  %e_20 = tensor.empty() : tensor<2x4x4x8xf32>
  %relu_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1 : tensor<2x4x4x8xf32>) outs(%e_20 : tensor<2x4x4x8xf32>) {
  ^bb0(%in_20: f32, %out_12: f32):
    %v_24 = arith.constant 0.000000e+00 : f32
    %v_25 = arith.cmpf ogt, %in_20, %v_24 : f32
    %v_26 = arith.constant 0.000000e+00 : f32
    %v_27 = arith.select %v_25, %in_20, %v_26 : f32
    linalg.yield %v_27 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_12 = arith.constant 0.000000e+00 : f32
  %e_21 = tensor.empty() : tensor<2x8xf32>
  %fill_7 = linalg.fill ins(%cst_12 : f32) outs(%e_21 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%relu_4 : tensor<2x4x4x8xf32>) outs(%fill_7 : tensor<2x8xf32>) {
  ^bb0(%in_21: f32, %out_13: f32):
    %v_28 = arith.addf %out_13, %in_21 : f32
    linalg.yield %v_28 : f32
  } -> tensor<2x8xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%sum : tensor<2x8xf32>) {
  ^bb0(%out_14: f32):
    %v_29 = arith.constant 1.600000e+01 : f32
    %v_30 = arith.divf %out_14, %v_29 : f32
    linalg.yield %v_30 : f32
  } -> tensor<2x8xf32>
  %cst_13 = arith.constant 0.000000e+00 : f32
  %e_22 = tensor.empty() : tensor<2x4xf32>
  %fill_8 = linalg.fill ins(%cst_13 : f32) outs(%e_22 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%mean, %wfc : tensor<2x8xf32>, tensor<8x4xf32>) outs(%fill_8 : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e_23 = tensor.empty() : tensor<2x4xf32>
  %bias_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %bfc : tensor<2x4xf32>, tensor<4xf32>) outs(%e_23 : tensor<2x4xf32>) {
  ^bb0(%in_22: f32, %in_23: f32, %out_15: f32):
    %v_31 = arith.addf %in_22, %in_23 : f32
    linalg.yield %v_31 : f32
  } -> tensor<2x4xf32>
  %cst_14 = arith.constant 0xFF800000 : f32
  %e_24 = tensor.empty() : tensor<2xf32>
  %fill_9 = linalg.fill ins(%cst_14 : f32) outs(%e_24 : tensor<2xf32>) -> tensor<2xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_6 : tensor<2x4xf32>) outs(%fill_9 : tensor<2xf32>) {
  ^bb0(%in_24: f32, %out_16: f32):
    %v_32 = arith.maximumf %out_16, %in_24 : f32
    linalg.yield %v_32 : f32
  } -> tensor<2xf32>
  %cst_15 = arith.constant 0.000000e+00 : f32
  %e_25 = tensor.empty() : tensor<2xf32>
  %fill_10 = linalg.fill ins(%cst_15 : f32) outs(%e_25 : tensor<2xf32>) -> tensor<2xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_6, %row : tensor<2x4xf32>, tensor<2xf32>) outs(%fill_10 : tensor<2xf32>) {
  ^bb0(%in_25: f32, %in_26: f32, %out_17: f32):
    %v_33 = arith.subf %in_25, %in_26 : f32
    %v_34 = math.exp %v_33 : f32
    %v_35 = arith.addf %out_17, %v_34 : f32
    linalg.yield %v_35 : f32
  } -> tensor<2xf32>
  %cst_16 = arith.constant 0.000000e+00 : f32
  %e_26 = tensor.empty() : tensor<f32>
  %fill_11 = linalg.fill ins(%cst_16 : f32) outs(%e_26 : tensor<f32>) -> tensor<f32>
  %sce = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%bias_6, %labels, %row, %row_1 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2xf32>, tensor<2xf32>) outs(%fill_11 : tensor<f32>) {
  ^bb0(%in_27: f32, %in_28: f32, %in_29: f32, %in_30: f32, %out_18: f32):
    %v_36 = math.log %in_30 : f32
    %v_37 = arith.addf %in_29, %v_36 : f32
    %v_38 = arith.subf %v_37, %in_27 : f32
    %v_39 = arith.mulf %in_28, %v_38 : f32
    %v_40 = arith.addf %out_18, %v_39 : f32
    linalg.yield %v_40 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%sce : tensor<f32>) {
  ^bb0(%out_19: f32):
    %v_41 = arith.constant 2.000000e+00 : f32
    %v_42 = arith.divf %out_19, %v_41 : f32
    linalg.yield %v_42 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %cst_17 = arith.constant {remat.backward} 0xFF800000 : f32
  %e_27 = tensor.empty() {remat.backward} : tensor<2xf32>
  %fill_12 = linalg.fill {remat.backward} ins(%cst_17 : f32) outs(%e_27 : tensor<2xf32>) -> tensor<2xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_6 : tensor<2x4xf32>) outs(%fill_12 : tensor<2xf32>) attrs = {remat.backward} {
  ^bb0(%in_31: f32, %out_20: f32):
    %v_43 = arith.maximumf %out_20, %in_31 : f32
    linalg.yield %v_43 : f32
  } -> tensor<2xf32>
  %cst_18 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_28 = tensor.empty() {remat.backward} : tensor<2xf32>
  %fill_13 = linalg.fill {remat.backward} ins(%cst_18 : f32) outs(%e_28 : tensor<2xf32>) -> tensor<2xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_6, %row_2 : tensor<2x4xf32>, tensor<2xf32>) outs(%fill_13 : tensor<2xf32>) attrs = {remat.backward} {
  ^bb0(%in_32: f32, %in_33: f32, %out_21: f32):
    %v_44 = arith.subf %in_32, %in_33 : f32
    %v_45 = math.exp %v_44 : f32
    %v_46 = arith.addf %out_21, %v_45 : f32
    linalg.yield %v_46 : f32
  } -> tensor<2xf32>
  %e_29 = tensor.empty() {remat.backward} : tensor<2x4xf32>
  %sce_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_6, %labels, %row_2, %row_3, %one : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<f32>) outs(%e_29 : tensor<2x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_34: f32, %in_35: f32, %in_36: f32, %in_37: f32, %in_38: f32, %out_22: f32):
    %v_47 = arith.subf %in_34, %in_36 : f32
    %v_48 = math.exp %v_47 : f32
    %v_49 = arith.divf %v_48, %in_37 : f32
    %v_50 = arith.constant 2.000000e+00 : f32
    %v_51 = arith.divf %in_38, %v_50 : f32
    %v_52 = arith.subf %v_49, %in_35 : f32
    %v_53 = arith.mulf %v_51, %v_52 : f32
    linalg.yield %v_53 : f32
  } -> tensor<2x4xf32>
  %cst_19 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_30 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_14 = linalg.fill {remat.backward} ins(%cst_19 : f32) outs(%e_30 : tensor<4xf32>) -> tensor<4xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%sce_grad : tensor<2x4xf32>) outs(%fill_14 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_39: f32, %out_23: f32):
    %v_54 = arith.addf %out_23, %in_39 : f32
    linalg.yield %v_54 : f32
  } -> tensor<4xf32>
  %cst_20 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_31 = tensor.empty() {remat.backward} : tensor<2x8xf32>
  %fill_15 = linalg.fill {remat.backward} ins(%cst_20 : f32) outs(%e_31 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %mm_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%sce_grad, %wfc : tensor<2x4xf32>, tensor<8x4xf32>) outs(%fill_15 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %cst_21 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_32 = tensor.empty() {remat.backward} : tensor<8x4xf32>
  %fill_16 = linalg.fill {remat.backward} ins(%cst_21 : f32) outs(%e_32 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%mean, %sce_grad : tensor<2x8xf32>, tensor<2x4xf32>) outs(%fill_16 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e_33 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %bcast = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mm_1 : tensor<2x8xf32>) outs(%e_33 : tensor<2x4x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_40: f32, %out_24: f32):
    linalg.yield %in_40 : f32
  } -> tensor<2x4x4x8xf32>
  %e_34 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bcast : tensor<2x4x4x8xf32>) outs(%e_34 : tensor<2x4x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_41: f32, %out_25: f32):
    %v_55 = arith.constant 6.25000000000000000e-02 : f32
    %v_56 = arith.mulf %in_41, %v_55 : f32
    linalg.yield %v_56 : f32
  } -> tensor<2x4x4x8xf32>
  %e_35 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %relu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scale, %relu_4 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%e_35 : tensor<2x4x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_42: f32, %in_43: f32, %out_26: f32):
    %v_57 = arith.constant 0.000000e+00 : f32
    %v_58 = arith.cmpf ogt, %in_43, %v_57 : f32
    %v_59 = arith.constant 0.000000e+00 : f32
    %v_60 = arith.select %v_58, %in_42, %v_59 : f32
    linalg.yield %v_60 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_22 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_36 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_17 = linalg.fill {remat.backward} ins(%cst_22 : f32) outs(%e_36 : tensor<8xf32>) -> tensor<8xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad : tensor<2x4x4x8xf32>) outs(%fill_17 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_44: f32, %out_27: f32):
    %v_61 = arith.addf %out_27, %in_44 : f32
    linalg.yield %v_61 : f32
  } -> tensor<8xf32>
  %e_37 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w1_2 : tensor<3x3x8x8xf32>) outs(%e_37 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_45: f32, %out_28: f32):
    linalg.yield %in_45 : f32
  } -> tensor<3x3x8x8xf32>
  %cst_23 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_5 = tensor.pad %relu_grad low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
    tensor.yield %cst_23 : f32
  } {remat.backward} : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_24 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_38 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %fill_18 = linalg.fill {remat.backward} ins(%cst_24 : f32) outs(%e_38 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %conv_6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_5, %flipped : tensor<2x6x6x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_18 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %cst_25 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_6 = tensor.pad %relu_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
    tensor.yield %cst_25 : f32
  } {remat.backward} : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_26 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_39 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_19 = linalg.fill {remat.backward} ins(%cst_26 : f32) outs(%e_39 : tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_6, %relu_grad : tensor<2x6x6x8xf32>, tensor<2x4x4x8xf32>) outs(%fill_19 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_46: f32, %in_47: f32, %out_29: f32):
    %v_62 = arith.mulf %in_46, %in_47 : f32
    %v_63 = arith.addf %out_29, %v_62 : f32
    linalg.yield %v_63 : f32
  } -> tensor<3x3x8x8xf32>
  %e_40 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %relu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %relu_3 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%e_40 : tensor<2x4x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_48: f32, %in_49: f32, %out_30: f32):
    %v_64 = arith.constant 0.000000e+00 : f32
    %v_65 = arith.cmpf ogt, %in_49, %v_64 : f32
    %v_66 = arith.constant 0.000000e+00 : f32
    %v_67 = arith.select %v_65, %in_48, %v_66 : f32
    linalg.yield %v_67 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_27 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_41 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_20 = linalg.fill {remat.backward} ins(%cst_27 : f32) outs(%e_41 : tensor<8xf32>) -> tensor<8xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_1 : tensor<2x4x4x8xf32>) outs(%fill_20 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_50: f32, %out_31: f32):
    %v_68 = arith.addf %out_31, %in_50 : f32
    linalg.yield %v_68 : f32
  } -> tensor<8xf32>
  %e_42 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w1_1 : tensor<3x3x8x8xf32>) outs(%e_42 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_51: f32, %out_32: f32):
    linalg.yield %in_51 : f32
  } -> tensor<3x3x8x8xf32>
  %cst_28 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_7 = tensor.pad %relu_grad_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
    tensor.yield %cst_28 : f32
  } {remat.backward} : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_29 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_43 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %fill_21 = linalg.fill {remat.backward} ins(%cst_29 : f32) outs(%e_43 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %conv_7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_7, %flipped_1 : tensor<2x6x6x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_21 : tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
  %cst_30 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_8 = tensor.pad %bias_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
    tensor.yield %cst_30 : f32
  } {remat.backward} : tensor<2x4x4x8xf32> to tensor<2x6x6x8xf32>
  %cst_31 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_44 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_22 = linalg.fill {remat.backward} ins(%cst_31 : f32) outs(%e_44 : tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
  %dw_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_8, %relu_grad_1 : tensor<2x6x6x8xf32>, tensor<2x4x4x8xf32>) outs(%fill_22 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_52: f32, %in_53: f32, %out_33: f32):
    %v_69 = arith.mulf %in_52, %in_53 : f32
    %v_70 = arith.addf %out_33, %v_69 : f32
    linalg.yield %v_70 : f32
  } -> tensor<3x3x8x8xf32>
  %e_45 = tensor.empty() {remat.backward} : tensor<2x4x4x8xf32>
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %relu_grad : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) outs(%e_45 : tensor<2x4x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_54: f32, %in_55: f32, %out_34: f32):
    %v_71 = arith.addf %in_54, %in_55 : f32
    linalg.yield %v_71 : f32
  } -> tensor<2x4x4x8xf32>
  %cst_32 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_46 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_23 = linalg.fill {remat.backward} ins(%cst_32 : f32) outs(%e_46 : tensor<8xf32>) -> tensor<8xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%add_2 : tensor<2x4x4x8xf32>) outs(%fill_23 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_56: f32, %out_35: f32):
    %v_72 = arith.addf %out_35, %in_56 : f32
    linalg.yield %v_72 : f32
  } -> tensor<8xf32>
  %e_47 = tensor.empty() {remat.backward} : tensor<1x1x8x4xf32>
  %flipped_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 0, -d1 + 0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%wp1 : tensor<1x1x4x8xf32>) outs(%e_47 : tensor<1x1x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_57: f32, %out_36: f32):
    linalg.yield %in_57 : f32
  } -> tensor<1x1x8x4xf32>
  %cst_33 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_48 = tensor.empty() {remat.backward} : tensor<2x4x4x4xf32>
  %fill_24 = linalg.fill {remat.backward} ins(%cst_33 : f32) outs(%e_48 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %conv_8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%add_2, %flipped_2 : tensor<2x4x4x8xf32>, tensor<1x1x8x4xf32>) outs(%fill_24 : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %cst_34 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_49 = tensor.empty() {remat.backward} : tensor<1x1x4x8xf32>
  %fill_25 = linalg.fill {remat.backward} ins(%cst_34 : f32) outs(%e_49 : tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
  %dw_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%pool, %add_2 : tensor<2x4x4x4xf32>, tensor<2x4x4x8xf32>) outs(%fill_25 : tensor<1x1x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_58: f32, %in_59: f32, %out_37: f32):
    %v_73 = arith.mulf %in_58, %in_59 : f32
    %v_74 = arith.addf %out_37, %v_73 : f32
    linalg.yield %v_74 : f32
  } -> tensor<1x1x4x8xf32>
  %e_50 = tensor.empty() {remat.backward} : tensor<2x2xf32>
  %cst_35 = arith.constant {remat.backward} -1 : i64
  %e_51 = tensor.empty() {remat.backward} : tensor<2x4x4x4xi64>
  %fill_26 = linalg.fill {remat.backward} ins(%cst_35 : i64) outs(%e_51 : tensor<2x4x4x4xi64>) -> tensor<2x4x4x4xi64>
  %argmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%relu_2, %pool, %e_50 : tensor<2x8x8x4xf32>, tensor<2x4x4x4xf32>, tensor<2x2xf32>) outs(%fill_26 : tensor<2x4x4x4xi64>) attrs = {remat.backward} {
  ^bb0(%in_60: f32, %in_61: f32, %in_62: f32, %out_38: i64):
    %v_75 = linalg.index 4 : index
    %v_76 = arith.constant 2 : index
    %v_77 = arith.muli %v_75, %v_76 : index
    %v_78 = linalg.index 5 : index
    %v_79 = arith.addi %v_77, %v_78 : index
    %v_80 = arith.index_cast %v_79 : index to i64
    %v_81 = arith.constant 0 : i64
    %v_82 = arith.cmpi slt, %out_38, %v_81 : i64
    %v_83 = arith.cmpf oeq, %in_60, %in_61 : f32
    %v_84 = arith.andi %v_82, %v_83 : i1
    %v_85 = arith.select %v_84, %v_80, %out_38 : i64
    linalg.yield %v_85 : i64
  } -> tensor<2x4x4x4xi64>
  %e_52 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %pool_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %argmax : tensor<2x4x4x4xf32>, tensor<2x4x4x4xi64>) outs(%e_52 : tensor<2x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_63: f32, %in_64: i64, %out_39: f32):
    %v_86 = arith.constant 2 : index
    %v_87 = linalg.index 1 : index
    %v_88 = arith.remsi %v_87, %v_86 : index
    %v_89 = arith.muli %v_88, %v_86 : index
    %v_90 = linalg.index 2 : index
    %v_91 = arith.constant 2 : index
    %v_92 = arith.remsi %v_90, %v_91 : index
    %v_93 = arith.addi %v_89, %v_92 : index
    %v_94 = arith.index_cast %v_93 : index to i64
    %v_95 = arith.cmpi eq, %in_64, %v_94 : i64
    %v_96 = arith.constant 0.000000e+00 : f32
    %v_97 = arith.select %v_95, %in_63, %v_96 : f32
    linalg.yield %v_97 : f32
  } -> tensor<2x8x8x4xf32>
  %e_53 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %relu_grad_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pool_dx, %relu_2 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%e_53 : tensor<2x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_65: f32, %in_66: f32, %out_40: f32):
    %v_98 = arith.constant 0.000000e+00 : f32
    %v_99 = arith.cmpf ogt, %in_66, %v_98 : f32
    %v_100 = arith.constant 0.000000e+00 : f32
    %v_101 = arith.select %v_99, %in_65, %v_100 : f32
    linalg.yield %v_101 : f32
  } -> tensor<2x8x8x4xf32>
  %cst_36 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_54 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_27 = linalg.fill {remat.backward} ins(%cst_36 : f32) outs(%e_54 : tensor<4xf32>) -> tensor<4xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_2 : tensor<2x8x8x4xf32>) outs(%fill_27 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_67: f32, %out_41: f32):
    %v_102 = arith.addf %out_41, %in_67 : f32
    linalg.yield %v_102 : f32
  } -> tensor<4xf32>
  %e_55 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w0_2 : tensor<3x3x4x4xf32>) outs(%e_55 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_68: f32, %out_42: f32):
    linalg.yield %in_68 : f32
  } -> tensor<3x3x4x4xf32>
  %cst_37 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_9 = tensor.pad %relu_grad_2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
    tensor.yield %cst_37 : f32
  } {remat.backward} : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_38 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_56 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %fill_28 = linalg.fill {remat.backward} ins(%cst_38 : f32) outs(%e_56 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %conv_9 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_9, %flipped_3 : tensor<2x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_28 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %cst_39 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_10 = tensor.pad %relu_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
    tensor.yield %cst_39 : f32
  } {remat.backward} : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_40 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_57 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_29 = linalg.fill {remat.backward} ins(%cst_40 : f32) outs(%e_57 : tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
  %dw_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_10, %relu_grad_2 : tensor<2x10x10x4xf32>, tensor<2x8x8x4xf32>) outs(%fill_29 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_69: f32, %in_70: f32, %out_43: f32):
    %v_103 = arith.mulf %in_69, %in_70 : f32
    %v_104 = arith.addf %out_43, %v_103 : f32
    linalg.yield %v_104 : f32
  } -> tensor<3x3x4x4xf32>
  %e_58 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %relu_grad_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %relu_1 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%e_58 : tensor<2x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_71: f32, %in_72: f32, %out_44: f32):
    %v_105 = arith.constant 0.000000e+00 : f32
    %v_106 = arith.cmpf ogt, %in_72, %v_105 : f32
    %v_107 = arith.constant 0.000000e+00 : f32
    %v_108 = arith.select %v_106, %in_71, %v_107 : f32
    linalg.yield %v_108 : f32
  } -> tensor<2x8x8x4xf32>
  %cst_41 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_59 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_30 = linalg.fill {remat.backward} ins(%cst_41 : f32) outs(%e_59 : tensor<4xf32>) -> tensor<4xf32>
  %sum_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_3 : tensor<2x8x8x4xf32>) outs(%fill_30 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_73: f32, %out_45: f32):
    %v_109 = arith.addf %out_45, %in_73 : f32
    linalg.yield %v_109 : f32
  } -> tensor<4xf32>
  %e_60 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w0_1 : tensor<3x3x4x4xf32>) outs(%e_60 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_74: f32, %out_46: f32):
    linalg.yield %in_74 : f32
  } -> tensor<3x3x4x4xf32>
  %cst_42 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_11 = tensor.pad %relu_grad_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
    tensor.yield %cst_42 : f32
  } {remat.backward} : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_43 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_61 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %fill_31 = linalg.fill {remat.backward} ins(%cst_43 : f32) outs(%e_61 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %conv_10 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_11, %flipped_4 : tensor<2x10x10x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_31 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %cst_44 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_12 = tensor.pad %relu low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
    tensor.yield %cst_44 : f32
  } {remat.backward} : tensor<2x8x8x4xf32> to tensor<2x10x10x4xf32>
  %cst_45 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_62 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_32 = linalg.fill {remat.backward} ins(%cst_45 : f32) outs(%e_62 : tensor<3x3x4x4xf32>) -> tensor<3x3x4x4xf32>
  %dw_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_12, %relu_grad_3 : tensor<2x10x10x4xf32>, tensor<2x8x8x4xf32>) outs(%fill_32 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_75: f32, %in_76: f32, %out_47: f32):
    %v_110 = arith.mulf %in_75, %in_76 : f32
    %v_111 = arith.addf %out_47, %v_110 : f32
    linalg.yield %v_111 : f32
  } -> tensor<3x3x4x4xf32>
  %e_63 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %relu_grad_2 : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%e_63 : tensor<2x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_77: f32, %in_78: f32, %out_48: f32):
    %v_112 = arith.addf %in_77, %in_78 : f32
    linalg.yield %v_112 : f32
  } -> tensor<2x8x8x4xf32>
  %e_64 = tensor.empty() {remat.backward} : tensor<2x8x8x4xf32>
  %relu_grad_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3, %relu : tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) outs(%e_64 : tensor<2x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_79: f32, %in_80: f32, %out_49: f32):
    %v_113 = arith.constant 0.000000e+00 : f32
    %v_114 = arith.cmpf ogt, %in_80, %v_113 : f32
    %v_115 = arith.constant 0.000000e+00 : f32
    %v_116 = arith.select %v_114, %in_79, %v_115 : f32
    linalg.yield %v_116 : f32
  } -> tensor<2x8x8x4xf32>
  %cst_46 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_65 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_33 = linalg.fill {remat.backward} ins(%cst_46 : f32) outs(%e_65 : tensor<4xf32>) -> tensor<4xf32>
  %sum_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_4 : tensor<2x8x8x4xf32>) outs(%fill_33 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_81: f32, %out_50: f32):
    %v_117 = arith.addf %out_50, %in_81 : f32
    linalg.yield %v_117 : f32
  } -> tensor<4xf32>
  %cst_47 = arith.constant {remat.backward} 0.000000e+00 : f32
  %padded_13 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
    tensor.yield %cst_47 : f32
  } {remat.backward} : tensor<2x8x8x3xf32> to tensor<2x10x10x3xf32>
  %cst_48 = arith.constant {remat.backward} 0.000000e+00 : f32
  %e_66 = tensor.empty() {remat.backward} : tensor<3x3x3x4xf32>
  %fill_34 = linalg.fill {remat.backward} ins(%cst_48 : f32) outs(%e_66 : tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
  %dw_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_13, %relu_grad_4 : tensor<2x10x10x3xf32>, tensor<2x8x8x4xf32>) outs(%fill_34 : tensor<3x3x3x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_82: f32, %in_83: f32, %out_51: f32):
    %v_118 = arith.mulf %in_82, %in_83 : f32
    %v_119 = arith.addf %out_51, %v_118 : f32
    linalg.yield %v_119 : f32
  } -> tensor<3x3x3x4xf32>
  return %div, %dw_5, %sum_7, %dw_2, %sum_4, %dw_4, %sum_6, %dw_3, %sum_5, %dw_1, %sum_3, %dw, %sum_2, %mm_2, %sum_1 : tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>
}
