func.func @conv_train_step(
    %x: tensor<4x16x16x3xf32>,
    %labels: tensor<4x4xf32>,
    %ws: tensor<3x3x3x4xf32> {remat.param},
    %bs: tensor<4xf32> {remat.param},
    %wp1: tensor<1x1x4x8xf32> {remat.param},
    %bp1: tensor<8xf32> {remat.param},
    %w0_1: tensor<3x3x4x4xf32> {remat.param},
    %b0_1: tensor<4xf32> {remat.param},
    %w0_2: tensor<3x3x4x4xf32> {remat.param},
    %b0_2: tensor<4xf32> {remat.param},
    %w1_1: tensor<3x3x4x4xf32> {remat.param},
    %b1_1: tensor<4xf32> {remat.param},
    %w1_2: tensor<3x3x4x4xf32> {remat.param},
    %b1_2: tensor<4xf32> {remat.param},
    %w2_1: tensor<3x3x8x8xf32> {remat.param},
    %b2_1: tensor<8xf32> {remat.param},
    %w2_2: tensor<3x3x8x8xf32> {remat.param},
    %b2_2: tensor<8xf32> {remat.param},
    %w3_1: tensor<3x3x8x8xf32> {remat.param},
    %b3_1: tensor<8xf32> {remat.param},
    %w3_2: tensor<3x3x8x8xf32> {remat.param},
    %b3_2: tensor<8xf32> {remat.param},
    %wfc: tensor<8x4xf32> {remat.param},
    %bfc: tensor<4xf32> {remat.param})
    -> (tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>) {
  %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
    %v = arith.constant 0.000000e+00 : f32
    tensor.yield %v : f32
  } : tensor<4x16x16x3xf32> to tensor<4x18x18x3xf32>
  %e = tensor.empty() : tensor<4x16x16x4xf32>
  %fill = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<4x16x16x4xf32>) {
  ^bb0(%out: f32):
    %v_1 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_1 : f32
  } -> tensor<4x16x16x4xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %ws : tensor<4x18x18x3xf32>, tensor<3x3x3x4xf32>) outs(%fill : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %e_1 = tensor.empty() : tensor<4x16x16x4xf32>
  %bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %bs : tensor<4x16x16x4xf32>, tensor<4xf32>) outs(%e_1 : tensor<4x16x16x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out_1: f32):
    %v_2 = arith.addf %in, %in_1 : f32
    linalg.yield %v_2 : f32
  } -> tensor<4x16x16x4xf32>
  %e_2 = tensor.empty() : tensor<4x16x16x4xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias : tensor<4x16x16x4xf32>) outs(%e_2 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_2: f32, %out_2: f32):
    %v_3 = arith.constant 0.000000e+00 : f32
    %v_4 = arith.cmpf ogt, %in_2, %v_3 : f32
    %v_5 = arith.constant 0.000000e+00 : f32
    %v_6 = arith.select %v_4, %in_2, %v_5 : f32
    linalg.yield %v_6 : f32
  } -> tensor<4x16x16x4xf32>
  %padded_1 = tensor.pad %relu low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
    %v_7 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_7 : f32
  } : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_3 = tensor.empty() : tensor<4x16x16x4xf32>
  %fill_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_3 : tensor<4x16x16x4xf32>) {
  ^bb0(%out_3: f32):
    %v_8 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_8 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_1, %w0_1 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_1 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %e_4 = tensor.empty() : tensor<4x16x16x4xf32>
  %bias_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1, %b0_1 : tensor<4x16x16x4xf32>, tensor<4xf32>) outs(%e_4 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_3: f32, %in_4: f32, %out_4: f32):
    %v_9 = arith.addf %in_3, %in_4 : f32
    linalg.yield %v_9 : f32
  } -> tensor<4x16x16x4xf32>
  %e_5 = tensor.empty() : tensor<4x16x16x4xf32>
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_1 : tensor<4x16x16x4xf32>) outs(%e_5 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_5: f32, %out_5: f32):
    %v_10 = arith.constant 0.000000e+00 : f32
    %v_11 = arith.cmpf ogt, %in_5, %v_10 : f32
    %v_12 = arith.constant 0.000000e+00 : f32
    %v_13 = arith.select %v_11, %in_5, %v_12 : f32
    linalg.yield %v_13 : f32
  } -> tensor<4x16x16x4xf32>
  %padded_2 = tensor.pad %relu_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
    %v_14 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_14 : f32
  } : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_6 = tensor.empty() : tensor<4x16x16x4xf32>
  %fill_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_6 : tensor<4x16x16x4xf32>) {
  ^bb0(%out_6: f32):
    %v_15 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_15 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_2, %w0_2 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_2 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %e_7 = tensor.empty() : tensor<4x16x16x4xf32>
  %bias_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %b0_2 : tensor<4x16x16x4xf32>, tensor<4xf32>) outs(%e_7 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_6: f32, %in_7: f32, %out_7: f32):
    %v_16 = arith.addf %in_6, %in_7 : f32
    linalg.yield %v_16 : f32
  } -> tensor<4x16x16x4xf32>
  %e_8 = tensor.empty() : tensor<4x16x16x4xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_2, %relu : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_8 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_8: f32, %in_9: f32, %out_8: f32):
    %v_17 = arith.addf %in_8, %in_9 : f32
    linalg.yield %v_17 : f32
  } -> tensor<4x16x16x4xf32>
  %e_9 = tensor.empty() : tensor<4x16x16x4xf32>
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<4x16x16x4xf32>) outs(%e_9 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_10: f32, %out_9: f32):
    %v_18 = arith.constant 0.000000e+00 : f32
    %v_19 = arith.cmpf ogt, %in_10, %v_18 : f32
    %v_20 = arith.constant 0.000000e+00 : f32
    %v_21 = arith.select %v_19, %in_10, %v_20 : f32
    linalg.yield %v_21 : f32
  } -> tensor<4x16x16x4xf32>
  %padded_3 = tensor.pad %relu_2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
    %v_22 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_22 : f32
  } : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_10 = tensor.empty() : tensor<4x16x16x4xf32>
  %fill_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_10 : tensor<4x16x16x4xf32>) {
  ^bb0(%out_10: f32):
    %v_23 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_23 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_3 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_3, %w1_1 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_3 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %e_11 = tensor.empty() : tensor<4x16x16x4xf32>
  %bias_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %b1_1 : tensor<4x16x16x4xf32>, tensor<4xf32>) outs(%e_11 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_11: f32, %in_12: f32, %out_11: f32):
    %v_24 = arith.addf %in_11, %in_12 : f32
    linalg.yield %v_24 : f32
  } -> tensor<4x16x16x4xf32>
  %e_12 = tensor.empty() : tensor<4x16x16x4xf32>
  %relu_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_3 : tensor<4x16x16x4xf32>) outs(%e_12 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_13: f32, %out_12: f32):
    %v_25 = arith.constant 0.000000e+00 : f32
    %v_26 = arith.cmpf ogt, %in_13, %v_25 : f32
    %v_27 = arith.constant 0.000000e+00 : f32
    %v_28 = arith.select %v_26, %in_13, %v_27 : f32
    linalg.yield %v_28 : f32
  } -> tensor<4x16x16x4xf32>
  %padded_4 = tensor.pad %relu_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
    %v_29 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_29 : f32
  } : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_13 = tensor.empty() : tensor<4x16x16x4xf32>
  %fill_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_13 : tensor<4x16x16x4xf32>) {
  ^bb0(%out_13: f32):
    %v_30 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_30 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_4 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_4, %w1_2 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_4 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %e_14 = tensor.empty() : tensor<4x16x16x4xf32>
  %bias_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %b1_2 : tensor<4x16x16x4xf32>, tensor<4xf32>) outs(%e_14 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_14: f32, %in_15: f32, %out_14: f32):
    %v_31 = arith.addf %in_14, %in_15 : f32
    linalg.yield %v_31 : f32
  } -> tensor<4x16x16x4xf32>
  %e_15 = tensor.empty() : tensor<4x16x16x4xf32>
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_4, %relu_2 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_15 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_16: f32, %in_17: f32, %out_15: f32):
    %v_32 = arith.addf %in_16, %in_17 : f32
    linalg.yield %v_32 : f32
  } -> tensor<4x16x16x4xf32>
  %e_16 = tensor.empty() : tensor<4x16x16x4xf32>
  %relu_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1 : tensor<4x16x16x4xf32>) outs(%e_16 : tensor<4x16x16x4xf32>) {
  ^bb0(%in_18: f32, %out_16: f32):
    %v_33 = arith.constant 0.000000e+00 : f32
    %v_34 = arith.cmpf ogt, %in_18, %v_33 : f32
    %v_35 = arith.constant 0.000000e+00 : f32
    %v_36 = arith.select %v_34, %in_18, %v_35 : f32
    linalg.yield %v_36 : f32
  } -> tensor<4x16x16x4xf32>
  %e_17 = tensor.empty() : tensor<2x2xf32>
  %e_18 = tensor.empty() : tensor<4x8x8x4xf32>
  %fill_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_18 : tensor<4x8x8x4xf32>) {
  ^bb0(%out_17: f32):
    %v_37 = arith.constant 0xFF800000 : f32
    linalg.yield %v_37 : f32
  } -> tensor<4x8x8x4xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%relu_4, %e_17 : tensor<4x16x16x4xf32>, tensor<2x2xf32>) outs(%fill_5 : tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xf32>
  %e_19 = tensor.empty() : tensor<4x8x8x8xf32>
  %fill_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_19 : tensor<4x8x8x8xf32>) {
  ^bb0(%out_18: f32):
    %v_38 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_38 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%pool, %wp1 : tensor<4x8x8x4xf32>, tensor<1x1x4x8xf32>) outs(%fill_6 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e_20 = tensor.empty() : tensor<4x8x8x8xf32>
  %bias_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %bp1 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e_20 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_19: f32, %in_20: f32, %out_19: f32):
    %v_39 = arith.addf %in_19, %in_20 : f32
    linalg.yield %v_39 : f32
  } -> tensor<4x8x8x8xf32>
  %padded_5 = tensor.pad %bias_5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
    %v_40 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_40 : f32
  } : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_21 = tensor.empty() : tensor<4x8x8x8xf32>
  %fill_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_21 : tensor<4x8x8x8xf32>) {
  ^bb0(%out_20: f32):
    %v_41 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_41 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_6 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_5, %w2_1 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_7 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e_22 = tensor.empty() : tensor<4x8x8x8xf32>
  %bias_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %b2_1 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e_22 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_21: f32, %in_22: f32, %out_21: f32):
    %v_42 = arith.addf %in_21, %in_22 : f32
    linalg.yield %v_42 : f32
  } -> tensor<4x8x8x8xf32>
  %e_23 = tensor.empty() : tensor<4x8x8x8xf32>
  %relu_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_6 : tensor<4x8x8x8xf32>) outs(%e_23 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_23: f32, %out_22: f32):
    %v_43 = arith.constant 0.000000e+00 : f32
    %v_44 = arith.cmpf ogt, %in_23, %v_43 : f32
    %v_45 = arith.constant 0.000000e+00 : f32
    %v_46 = arith.select %v_44, %in_23, %v_45 : f32
    linalg.yield %v_46 : f32
  } -> tensor<4x8x8x8xf32>
  %padded_6 = tensor.pad %relu_5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
    %v_47 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_47 : f32
  } : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_24 = tensor.empty() : tensor<4x8x8x8xf32>
  %fill_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_24 : tensor<4x8x8x8xf32>) {
  ^bb0(%out_23: f32):
    %v_48 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_48 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_7 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_6, %w2_2 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_8 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e_25 = tensor.empty() : tensor<4x8x8x8xf32>
  %bias_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %b2_2 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e_25 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_24: f32, %in_25: f32, %out_24: f32):
    %v_49 = arith.addf %in_24, %in_25 : f32
    linalg.yield %v_49 : f32
  } -> tensor<4x8x8x8xf32>
  %e_26 = tensor.empty() : tensor<4x8x8x8xf32>
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_7, %bias_5 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_26 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_26: f32, %in_27: f32, %out_25: f32):
    %v_50 = arith.addf %in_26, %in_27 : f32
    linalg.yield %v_50 : f32
  } -> tensor<4x8x8x8xf32>
  %e_27 = tensor.empty() : tensor<4x8x8x8xf32>
  %relu_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_2 : tensor<4x8x8x8xf32>) outs(%e_27 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_28: f32, %out_26: f32):
    %v_51 = arith.constant 0.000000e+00 : f32
    %v_52 = arith.cmpf ogt, %in_28, %v_51 : f32
    %v_53 = arith.constant 0.000000e+00 : f32
    %v_54 = arith.select %v_52, %in_28, %v_53 : f32
    linalg.yield %v_54 : f32
  } -> tensor<4x8x8x8xf32>
  %padded_7 = tensor.pad %relu_6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
    %v_55 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_55 : f32
  } : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_28 = tensor.empty() : tensor<4x8x8x8xf32>
  %fill_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_28 : tensor<4x8x8x8xf32>) {
  ^bb0(%out_27: f32):
    %v_56 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_56 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_7, %w3_1 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_9 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e_29 = tensor.empty() : tensor<4x8x8x8xf32>
  %bias_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %b3_1 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e_29 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_29: f32, %in_30: f32, %out_28: f32):
    %v_57 = arith.addf %in_29, %in_30 : f32
    linalg.yield %v_57 : f32
  } -> tensor<4x8x8x8xf32>
  %e_30 = tensor.empty() : tensor<4x8x8x8xf32>
  %relu_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_8 : tensor<4x8x8x8xf32>) outs(%e_30 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_31: f32, %out_29: f32):
    %v_58 = arith.constant 0.000000e+00 : f32
    %v_59 = arith.cmpf ogt, %in_31, %v_58 : f32
    %v_60 = arith.constant 0.000000e+00 : f32
    %v_61 = arith.select %v_59, %in_31, %v_60 : f32
    linalg.yield %v_61 : f32
  } -> tensor<4x8x8x8xf32>
  %padded_8 = tensor.pad %relu_7 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
    %v_62 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_62 : f32
  } : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_31 = tensor.empty() : tensor<4x8x8x8xf32>
  %fill_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_31 : tensor<4x8x8x8xf32>) {
  ^bb0(%out_30: f32):
    %v_63 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_63 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_9 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_8, %w3_2 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_10 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %e_32 = tensor.empty() : tensor<4x8x8x8xf32>
  %bias_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %b3_2 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e_32 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_32: f32, %in_33: f32, %out_31: f32):
    %v_64 = arith.addf %in_32, %in_33 : f32
    linalg.yield %v_64 : f32
  } -> tensor<4x8x8x8xf32>
  %e_33 = tensor.empty() : tensor<4x8x8x8xf32>
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias_9, %relu_6 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_33 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_34: f32, %in_35: f32, %out_32: f32):
    %v_65 = arith.addf %in_34, %in_35 : f32
    linalg.yield %v_65 : f32
  } -> tensor<4x8x8x8xf32>
  %e_34 = tensor.empty() : tensor<4x8x8x8xf32>
  %relu_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3 : tensor<4x8x8x8xf32>) outs(%e_34 : tensor<4x8x8x8xf32>) {
  ^bb0(%in_36: f32, %out_33: f32):
    %v_66 = arith.constant 0.000000e+00 : f32
    %v_67 = arith.cmpf ogt, %in_36, %v_66 : f32
    %v_68 = arith.constant 0.000000e+00 : f32
    %v_69 = arith.select %v_67, %in_36, %v_68 : f32
    linalg.yield %v_69 : f32
  } -> tensor<4x8x8x8xf32>
  %e_35 = tensor.empty() : tensor<4x8xf32>
  %fill_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_35 : tensor<4x8xf32>) {
  ^bb0(%out_34: f32):
    %v_70 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_70 : f32
  } -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%relu_8 : tensor<4x8x8x8xf32>) outs(%fill_11 : tensor<4x8xf32>) {
  ^bb0(%in_37: f32, %out_35: f32):
    %v_71 = arith.addf %out_35, %in_37 : f32
    linalg.yield %v_71 : f32
  } -> tensor<4x8xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%sum : tensor<4x8xf32>) {
  ^bb0(%out_36: f32):
    %v_72 = arith.constant 6.400000e+01 : f32
    %v_73 = arith.divf %out_36, %v_72 : f32
    linalg.yield %v_73 : f32
  } -> tensor<4x8xf32>
  %e_36 = tensor.empty() : tensor<4x4xf32>
  %fill_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_36 : tensor<4x4xf32>) {
  ^bb0(%out_37: f32):
    %v_74 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_74 : f32
  } -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%mean, %wfc : tensor<4x8xf32>, tensor<8x4xf32>) outs(%fill_12 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e_37 = tensor.empty() : tensor<4x4xf32>
  %bias_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm, %bfc : tensor<4x4xf32>, tensor<4xf32>) outs(%e_37 : tensor<4x4xf32>) {
  ^bb0(%in_38: f32, %in_39: f32, %out_38: f32):
    %v_75 = arith.addf %in_38, %in_39 : f32
    linalg.yield %v_75 : f32
  } -> tensor<4x4xf32>
  %e_38 = tensor.empty() : tensor<4xf32>
  %fill_13 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_38 : tensor<4xf32>) {
  ^bb0(%out_39: f32):
    %v_76 = arith.constant 0xFF800000 : f32
    linalg.yield %v_76 : f32
  } -> tensor<4xf32>
  %row = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_10 : tensor<4x4xf32>) outs(%fill_13 : tensor<4xf32>) {
  ^bb0(%in_40: f32, %out_40: f32):
    %v_77 = arith.maximumf %out_40, %in_40 : f32
    linalg.yield %v_77 : f32
  } -> tensor<4xf32>
  %e_39 = tensor.empty() : tensor<4xf32>
  %fill_14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_39 : tensor<4xf32>) {
  ^bb0(%out_41: f32):
    %v_78 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_78 : f32
  } -> tensor<4xf32>
  %row_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_10, %row : tensor<4x4xf32>, tensor<4xf32>) outs(%fill_14 : tensor<4xf32>) {
  ^bb0(%in_41: f32, %in_42: f32, %out_42: f32):
    %v_79 = arith.subf %in_41, %in_42 : f32
    %v_80 = math.exp %v_79 : f32
    %v_81 = arith.addf %out_42, %v_80 : f32
    linalg.yield %v_81 : f32
  } -> tensor<4xf32>
  %e_40 = tensor.empty() : tensor<f32>
  %fill_15 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e_40 : tensor<f32>) {
  ^bb0(%out_43: f32):
    %v_82 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_82 : f32
  } -> tensor<f32>
  %sce = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%bias_10, %labels, %row, %row_1 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%fill_15 : tensor<f32>) {
  ^bb0(%in_43: f32, %in_44: f32, %in_45: f32, %in_46: f32, %out_44: f32):
    %v_83 = math.log %in_46 : f32
    %v_84 = arith.addf %in_45, %v_83 : f32
    %v_85 = arith.subf %v_84, %in_43 : f32
    %v_86 = arith.mulf %in_44, %v_85 : f32
    %v_87 = arith.addf %out_44, %v_86 : f32
    linalg.yield %v_87 : f32
  } -> tensor<f32>
  %div = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%sce : tensor<f32>) {
  ^bb0(%out_45: f32):
    %v_88 = arith.constant 4.000000e+00 : f32
    %v_89 = arith.divf %out_45, %v_88 : f32
    linalg.yield %v_89 : f32
  } -> tensor<f32>
  %one = arith.constant {remat.backward} dense<1.000000e+00> : tensor<f32>
  %e_41 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_41 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_46: f32):
    %v_90 = arith.constant 0xFF800000 : f32
    linalg.yield %v_90 : f32
  } -> tensor<4xf32>
  %row_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_10 : tensor<4x4xf32>) outs(%fill_16 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_47: f32, %out_47: f32):
    %v_91 = arith.maximumf %out_47, %in_47 : f32
    linalg.yield %v_91 : f32
  } -> tensor<4xf32>
  %e_42 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_17 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_42 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_48: f32):
    %v_92 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_92 : f32
  } -> tensor<4xf32>
  %row_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%bias_10, %row_2 : tensor<4x4xf32>, tensor<4xf32>) outs(%fill_17 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_48: f32, %in_49: f32, %out_49: f32):
    %v_93 = arith.subf %in_48, %in_49 : f32
    %v_94 = math.exp %v_93 : f32
    %v_95 = arith.addf %out_49, %v_94 : f32
    linalg.yield %v_95 : f32
  } -> tensor<4xf32>
  %e_43 = tensor.empty() {remat.backward} : tensor<4x4xf32>
  %sce_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias_10, %labels, %row_2, %row_3, %one : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<f32>) outs(%e_43 : tensor<4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_50: f32, %in_51: f32, %in_52: f32, %in_53: f32, %in_54: f32, %out_50: f32):
    %v_96 = arith.subf %in_50, %in_52 : f32
    %v_97 = math.exp %v_96 : f32
    %v_98 = arith.divf %v_97, %in_53 : f32
    %v_99 = arith.constant 4.000000e+00 : f32
    %v_100 = arith.divf %in_54, %v_99 : f32
    %v_101 = arith.subf %v_98, %in_51 : f32
    %v_102 = arith.mulf %v_100, %v_101 : f32
    linalg.yield %v_102 : f32
  } -> tensor<4x4xf32>
  %e_44 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_44 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_51: f32):
    %v_103 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_103 : f32
  } -> tensor<4xf32>
  %sum_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%sce_grad : tensor<4x4xf32>) outs(%fill_18 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_55: f32, %out_52: f32):
    %v_104 = arith.addf %out_52, %in_55 : f32
    linalg.yield %v_104 : f32
  } -> tensor<4xf32>
  %e_45 = tensor.empty() {remat.backward} : tensor<4x8xf32>
  %fill_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_45 : tensor<4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_53: f32):
    %v_105 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_105 : f32
  } -> tensor<4x8xf32>
  %mm_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%sce_grad, %wfc : tensor<4x4xf32>, tensor<8x4xf32>) outs(%fill_19 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e_46 = tensor.empty() {remat.backward} : tensor<8x4xf32>
  %fill_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e_46 : tensor<8x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_54: f32):
    %v_106 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_106 : f32
  } -> tensor<8x4xf32>
  %mm_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {remat.backward} ins(%mean, %sce_grad : tensor<4x8xf32>, tensor<4x4xf32>) outs(%fill_20 : tensor<8x4xf32>) -> tensor<8x4xf32>
  %e_47 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %bcast = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mm_1 : tensor<4x8xf32>) outs(%e_47 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_56: f32, %out_55: f32):
    linalg.yield %in_56 : f32
  } -> tensor<4x8x8x8xf32>
  %e_48 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bcast : tensor<4x8x8x8xf32>) outs(%e_48 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_57: f32, %out_56: f32):
    %v_107 = arith.constant 1.56250000000000000e-02 : f32
    %v_108 = arith.mulf %in_57, %v_107 : f32
    linalg.yield %v_108 : f32
  } -> tensor<4x8x8x8xf32>
  %e_49 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %relu_grad = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scale, %relu_8 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_49 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_58: f32, %in_59: f32, %out_57: f32):
    %v_109 = arith.constant 0.000000e+00 : f32
    %v_110 = arith.cmpf ogt, %in_59, %v_109 : f32
    %v_111 = arith.constant 0.000000e+00 : f32
    %v_112 = arith.select %v_110, %in_58, %v_111 : f32
    linalg.yield %v_112 : f32
  } -> tensor<4x8x8x8xf32>
  %e_50 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_21 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_50 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_58: f32):
    %v_113 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_113 : f32
  } -> tensor<8xf32>
  %sum_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad : tensor<4x8x8x8xf32>) outs(%fill_21 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_60: f32, %out_59: f32):
    %v_114 = arith.addf %out_59, %in_60 : f32
    linalg.yield %v_114 : f32
  } -> tensor<8xf32>
  %e_51 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w3_2 : tensor<3x3x8x8xf32>) outs(%e_51 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_61: f32, %out_60: f32):
    linalg.yield %in_61 : f32
  } -> tensor<3x3x8x8xf32>
  %padded_9 = tensor.pad %relu_grad low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
    %v_115 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_115 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_52 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %fill_22 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_52 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_61: f32):
    %v_116 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_116 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_10 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_9, %flipped : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_22 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %padded_10 = tensor.pad %relu_7 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
    %v_117 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_117 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_53 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_53 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_62: f32):
    %v_118 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_118 : f32
  } -> tensor<3x3x8x8xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_10, %relu_grad : tensor<4x10x10x8xf32>, tensor<4x8x8x8xf32>) outs(%fill_23 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_62: f32, %in_63: f32, %out_63: f32):
    %v_119 = arith.mulf %in_62, %in_63 : f32
    %v_120 = arith.addf %out_63, %v_119 : f32
    linalg.yield %v_120 : f32
  } -> tensor<3x3x8x8xf32>
  %e_54 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %relu_grad_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %relu_7 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_54 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_64: f32, %in_65: f32, %out_64: f32):
    %v_121 = arith.constant 0.000000e+00 : f32
    %v_122 = arith.cmpf ogt, %in_65, %v_121 : f32
    %v_123 = arith.constant 0.000000e+00 : f32
    %v_124 = arith.select %v_122, %in_64, %v_123 : f32
    linalg.yield %v_124 : f32
  } -> tensor<4x8x8x8xf32>
  %e_55 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_55 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_65: f32):
    %v_125 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_125 : f32
  } -> tensor<8xf32>
  %sum_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_1 : tensor<4x8x8x8xf32>) outs(%fill_24 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_66: f32, %out_66: f32):
    %v_126 = arith.addf %out_66, %in_66 : f32
    linalg.yield %v_126 : f32
  } -> tensor<8xf32>
  %e_56 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w3_1 : tensor<3x3x8x8xf32>) outs(%e_56 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_67: f32, %out_67: f32):
    linalg.yield %in_67 : f32
  } -> tensor<3x3x8x8xf32>
  %padded_11 = tensor.pad %relu_grad_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
    %v_127 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_127 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_57 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %fill_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_57 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_68: f32):
    %v_128 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_128 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_11 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_11, %flipped_1 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_25 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %padded_12 = tensor.pad %relu_6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
    %v_129 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_129 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_58 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_58 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_69: f32):
    %v_130 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_130 : f32
  } -> tensor<3x3x8x8xf32>
  %dw_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_12, %relu_grad_1 : tensor<4x10x10x8xf32>, tensor<4x8x8x8xf32>) outs(%fill_26 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_68: f32, %in_69: f32, %out_70: f32):
    %v_131 = arith.mulf %in_68, %in_69 : f32
    %v_132 = arith.addf %out_70, %v_131 : f32
    linalg.yield %v_132 : f32
  } -> tensor<3x3x8x8xf32>
  %e_59 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11, %relu_grad : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_59 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_70: f32, %in_71: f32, %out_71: f32):
    %v_133 = arith.addf %in_70, %in_71 : f32
    linalg.yield %v_133 : f32
  } -> tensor<4x8x8x8xf32>
  %e_60 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %relu_grad_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4, %relu_6 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_60 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_72: f32, %in_73: f32, %out_72: f32):
    %v_134 = arith.constant 0.000000e+00 : f32
    %v_135 = arith.cmpf ogt, %in_73, %v_134 : f32
    %v_136 = arith.constant 0.000000e+00 : f32
    %v_137 = arith.select %v_135, %in_72, %v_136 : f32
    linalg.yield %v_137 : f32
  } -> tensor<4x8x8x8xf32>
  %e_61 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_27 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_61 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_73: f32):
    %v_138 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_138 : f32
  } -> tensor<8xf32>
  %sum_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_2 : tensor<4x8x8x8xf32>) outs(%fill_27 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_74: f32, %out_74: f32):
    %v_139 = arith.addf %out_74, %in_74 : f32
    linalg.yield %v_139 : f32
  } -> tensor<8xf32>
  %e_62 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w2_2 : tensor<3x3x8x8xf32>) outs(%e_62 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_75: f32, %out_75: f32):
    linalg.yield %in_75 : f32
  } -> tensor<3x3x8x8xf32>
  %padded_13 = tensor.pad %relu_grad_2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
    %v_140 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_140 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_63 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %fill_28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_63 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_76: f32):
    %v_141 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_141 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_12 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_13, %flipped_2 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_28 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %padded_14 = tensor.pad %relu_5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_56: index, %i_57: index, %i_58: index, %i_59: index):
    %v_142 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_142 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_64 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_64 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_77: f32):
    %v_143 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_143 : f32
  } -> tensor<3x3x8x8xf32>
  %dw_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_14, %relu_grad_2 : tensor<4x10x10x8xf32>, tensor<4x8x8x8xf32>) outs(%fill_29 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_76: f32, %in_77: f32, %out_78: f32):
    %v_144 = arith.mulf %in_76, %in_77 : f32
    %v_145 = arith.addf %out_78, %v_144 : f32
    linalg.yield %v_145 : f32
  } -> tensor<3x3x8x8xf32>
  %e_65 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %relu_grad_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12, %relu_5 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_65 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_78: f32, %in_79: f32, %out_79: f32):
    %v_146 = arith.constant 0.000000e+00 : f32
    %v_147 = arith.cmpf ogt, %in_79, %v_146 : f32
    %v_148 = arith.constant 0.000000e+00 : f32
    %v_149 = arith.select %v_147, %in_78, %v_148 : f32
    linalg.yield %v_149 : f32
  } -> tensor<4x8x8x8xf32>
  %e_66 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_30 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_66 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_80: f32):
    %v_150 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_150 : f32
  } -> tensor<8xf32>
  %sum_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_3 : tensor<4x8x8x8xf32>) outs(%fill_30 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_80: f32, %out_81: f32):
    %v_151 = arith.addf %out_81, %in_80 : f32
    linalg.yield %v_151 : f32
  } -> tensor<8xf32>
  %e_67 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %flipped_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w2_1 : tensor<3x3x8x8xf32>) outs(%e_67 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_81: f32, %out_82: f32):
    linalg.yield %in_81 : f32
  } -> tensor<3x3x8x8xf32>
  %padded_15 = tensor.pad %relu_grad_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_60: index, %i_61: index, %i_62: index, %i_63: index):
    %v_152 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_152 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_68 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %fill_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_68 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_83: f32):
    %v_153 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_153 : f32
  } -> tensor<4x8x8x8xf32>
  %conv_13 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_15, %flipped_3 : tensor<4x10x10x8xf32>, tensor<3x3x8x8xf32>) outs(%fill_31 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %padded_16 = tensor.pad %bias_5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_64: index, %i_65: index, %i_66: index, %i_67: index):
    %v_154 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_154 : f32
  } {remat.backward} : tensor<4x8x8x8xf32> to tensor<4x10x10x8xf32>
  %e_69 = tensor.empty() {remat.backward} : tensor<3x3x8x8xf32>
  %fill_32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_69 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_84: f32):
    %v_155 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_155 : f32
  } -> tensor<3x3x8x8xf32>
  %dw_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_16, %relu_grad_3 : tensor<4x10x10x8xf32>, tensor<4x8x8x8xf32>) outs(%fill_32 : tensor<3x3x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_82: f32, %in_83: f32, %out_85: f32):
    %v_156 = arith.mulf %in_82, %in_83 : f32
    %v_157 = arith.addf %out_85, %v_156 : f32
    linalg.yield %v_157 : f32
  } -> tensor<3x3x8x8xf32>
  %e_70 = tensor.empty() {remat.backward} : tensor<4x8x8x8xf32>
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_13, %relu_grad_2 : tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) outs(%e_70 : tensor<4x8x8x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_84: f32, %in_85: f32, %out_86: f32):
    %v_158 = arith.addf %in_84, %in_85 : f32
    linalg.yield %v_158 : f32
  } -> tensor<4x8x8x8xf32>
  %e_71 = tensor.empty() {remat.backward} : tensor<8xf32>
  %fill_33 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_71 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%out_87: f32):
    %v_159 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_159 : f32
  } -> tensor<8xf32>
  %sum_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%add_5 : tensor<4x8x8x8xf32>) outs(%fill_33 : tensor<8xf32>) attrs = {remat.backward} {
  ^bb0(%in_86: f32, %out_88: f32):
    %v_160 = arith.addf %out_88, %in_86 : f32
    linalg.yield %v_160 : f32
  } -> tensor<8xf32>
  %e_72 = tensor.empty() {remat.backward} : tensor<1x1x8x4xf32>
  %flipped_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 0, -d1 + 0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%wp1 : tensor<1x1x4x8xf32>) outs(%e_72 : tensor<1x1x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_87: f32, %out_89: f32):
    linalg.yield %in_87 : f32
  } -> tensor<1x1x8x4xf32>
  %e_73 = tensor.empty() {remat.backward} : tensor<4x8x8x4xf32>
  %fill_34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_73 : tensor<4x8x8x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_90: f32):
    %v_161 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_161 : f32
  } -> tensor<4x8x8x4xf32>
  %conv_14 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%add_5, %flipped_4 : tensor<4x8x8x8xf32>, tensor<1x1x8x4xf32>) outs(%fill_34 : tensor<4x8x8x4xf32>) -> tensor<4x8x8x4xf32>
  %e_74 = tensor.empty() {remat.backward} : tensor<1x1x4x8xf32>
  %fill_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_74 : tensor<1x1x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%out_91: f32):
    %v_162 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_162 : f32
  } -> tensor<1x1x4x8xf32>
  %dw_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%pool, %add_5 : tensor<4x8x8x4xf32>, tensor<4x8x8x8xf32>) outs(%fill_35 : tensor<1x1x4x8xf32>) attrs = {remat.backward} {
  ^bb0(%in_88: f32, %in_89: f32, %out_92: f32):
    %v_163 = arith.mulf %in_88, %in_89 : f32
    %v_164 = arith.addf %out_92, %v_163 : f32
    linalg.yield %v_164 : f32
  } -> tensor<1x1x4x8xf32>
  %e_75 = tensor.empty() {remat.backward} : tensor<2x2xf32>
  %e_76 = tensor.empty() {remat.backward} : tensor<4x8x8x4xi64>
  %fill_36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_76 : tensor<4x8x8x4xi64>) attrs = {remat.backward} {
  ^bb0(%out_93: i64):
    %v_165 = arith.constant -1 : i64
    linalg.yield %v_165 : i64
  } -> tensor<4x8x8x4xi64>
  %argmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%relu_4, %pool, %e_75 : tensor<4x16x16x4xf32>, tensor<4x8x8x4xf32>, tensor<2x2xf32>) outs(%fill_36 : tensor<4x8x8x4xi64>) attrs = {remat.backward} {
  ^bb0(%in_90: f32, %in_91: f32, %in_92: f32, %out_94: i64):
    %v_166 = linalg.index 4 : index
    %v_167 = arith.constant 2 : index
    %v_168 = arith.muli %v_166, %v_167 : index
    %v_169 = linalg.index 5 : index
    %v_170 = arith.addi %v_168, %v_169 : index
    %v_171 = arith.index_cast %v_170 : index to i64
    %v_172 = arith.constant 0 : i64
    %v_173 = arith.cmpi slt, %out_94, %v_172 : i64
    %v_174 = arith.cmpf oeq, %in_90, %in_91 : f32
    %v_175 = arith.andi %v_173, %v_174 : i1
    %v_176 = arith.select %v_175, %v_171, %out_94 : i64
    linalg.yield %v_176 : i64
  } -> tensor<4x8x8x4xi64>
  %e_77 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %pool_dx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2 floordiv 2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_14, %argmax : tensor<4x8x8x4xf32>, tensor<4x8x8x4xi64>) outs(%e_77 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_93: f32, %in_94: i64, %out_95: f32):
    %v_177 = arith.constant 2 : index
    %v_178 = linalg.index 1 : index
    %v_179 = arith.remsi %v_178, %v_177 : index
    %v_180 = arith.muli %v_179, %v_177 : index
    %v_181 = linalg.index 2 : index
    %v_182 = arith.constant 2 : index
    %v_183 = arith.remsi %v_181, %v_182 : index
    %v_184 = arith.addi %v_180, %v_183 : index
    %v_185 = arith.index_cast %v_184 : index to i64
    %v_186 = arith.cmpi eq, %in_94, %v_185 : i64
    %v_187 = arith.constant 0.000000e+00 : f32
    %v_188 = arith.select %v_186, %in_93, %v_187 : f32
    linalg.yield %v_188 : f32
  } -> tensor<4x16x16x4xf32>
  %e_78 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %relu_grad_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pool_dx, %relu_4 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_78 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_95: f32, %in_96: f32, %out_96: f32):
    %v_189 = arith.constant 0.000000e+00 : f32
    %v_190 = arith.cmpf ogt, %in_96, %v_189 : f32
    %v_191 = arith.constant 0.000000e+00 : f32
    %v_192 = arith.select %v_190, %in_95, %v_191 : f32
    linalg.yield %v_192 : f32
  } -> tensor<4x16x16x4xf32>
  %e_79 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_37 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_79 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_97: f32):
    %v_193 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_193 : f32
  } -> tensor<4xf32>
  %sum_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_4 : tensor<4x16x16x4xf32>) outs(%fill_37 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_97: f32, %out_98: f32):
    %v_194 = arith.addf %out_98, %in_97 : f32
    linalg.yield %v_194 : f32
  } -> tensor<4xf32>
  %e_80 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w1_2 : tensor<3x3x4x4xf32>) outs(%e_80 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_98: f32, %out_99: f32):
    linalg.yield %in_98 : f32
  } -> tensor<3x3x4x4xf32>
  %padded_17 = tensor.pad %relu_grad_4 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_68: index, %i_69: index, %i_70: index, %i_71: index):
    %v_195 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_195 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_81 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %fill_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_81 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_100: f32):
    %v_196 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_196 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_15 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_17, %flipped_5 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_38 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %padded_18 = tensor.pad %relu_3 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_72: index, %i_73: index, %i_74: index, %i_75: index):
    %v_197 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_197 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_82 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_82 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_101: f32):
    %v_198 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_198 : f32
  } -> tensor<3x3x4x4xf32>
  %dw_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_18, %relu_grad_4 : tensor<4x18x18x4xf32>, tensor<4x16x16x4xf32>) outs(%fill_39 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_99: f32, %in_100: f32, %out_102: f32):
    %v_199 = arith.mulf %in_99, %in_100 : f32
    %v_200 = arith.addf %out_102, %v_199 : f32
    linalg.yield %v_200 : f32
  } -> tensor<3x3x4x4xf32>
  %e_83 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %relu_grad_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_15, %relu_3 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_83 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_101: f32, %in_102: f32, %out_103: f32):
    %v_201 = arith.constant 0.000000e+00 : f32
    %v_202 = arith.cmpf ogt, %in_102, %v_201 : f32
    %v_203 = arith.constant 0.000000e+00 : f32
    %v_204 = arith.select %v_202, %in_101, %v_203 : f32
    linalg.yield %v_204 : f32
  } -> tensor<4x16x16x4xf32>
  %e_84 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_40 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_84 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_104: f32):
    %v_205 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_205 : f32
  } -> tensor<4xf32>
  %sum_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_5 : tensor<4x16x16x4xf32>) outs(%fill_40 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_103: f32, %out_105: f32):
    %v_206 = arith.addf %out_105, %in_103 : f32
    linalg.yield %v_206 : f32
  } -> tensor<4xf32>
  %e_85 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w1_1 : tensor<3x3x4x4xf32>) outs(%e_85 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_104: f32, %out_106: f32):
    linalg.yield %in_104 : f32
  } -> tensor<3x3x4x4xf32>
  %padded_19 = tensor.pad %relu_grad_5 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_76: index, %i_77: index, %i_78: index, %i_79: index):
    %v_207 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_207 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_86 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %fill_41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_86 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_107: f32):
    %v_208 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_208 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_16 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_19, %flipped_6 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_41 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %padded_20 = tensor.pad %relu_2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_80: index, %i_81: index, %i_82: index, %i_83: index):
    %v_209 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_209 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_87 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_87 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_108: f32):
    %v_210 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_210 : f32
  } -> tensor<3x3x4x4xf32>
  %dw_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_20, %relu_grad_5 : tensor<4x18x18x4xf32>, tensor<4x16x16x4xf32>) outs(%fill_42 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_105: f32, %in_106: f32, %out_109: f32):
    %v_211 = arith.mulf %in_105, %in_106 : f32
    %v_212 = arith.addf %out_109, %v_211 : f32
    linalg.yield %v_212 : f32
  } -> tensor<3x3x4x4xf32>
  %e_88 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_16, %relu_grad_4 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_88 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_107: f32, %in_108: f32, %out_110: f32):
    %v_213 = arith.addf %in_107, %in_108 : f32
    linalg.yield %v_213 : f32
  } -> tensor<4x16x16x4xf32>
  %e_89 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %relu_grad_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6, %relu_2 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_89 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_109: f32, %in_110: f32, %out_111: f32):
    %v_214 = arith.constant 0.000000e+00 : f32
    %v_215 = arith.cmpf ogt, %in_110, %v_214 : f32
    %v_216 = arith.constant 0.000000e+00 : f32
    %v_217 = arith.select %v_215, %in_109, %v_216 : f32
    linalg.yield %v_217 : f32
  } -> tensor<4x16x16x4xf32>
  %e_90 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_43 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_90 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_112: f32):
    %v_218 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_218 : f32
  } -> tensor<4xf32>
  %sum_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_6 : tensor<4x16x16x4xf32>) outs(%fill_43 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_111: f32, %out_113: f32):
    %v_219 = arith.addf %out_113, %in_111 : f32
    linalg.yield %v_219 : f32
  } -> tensor<4xf32>
  %e_91 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w0_2 : tensor<3x3x4x4xf32>) outs(%e_91 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_112: f32, %out_114: f32):
    linalg.yield %in_112 : f32
  } -> tensor<3x3x4x4xf32>
  %padded_21 = tensor.pad %relu_grad_6 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_84: index, %i_85: index, %i_86: index, %i_87: index):
    %v_220 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_220 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_92 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %fill_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_92 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_115: f32):
    %v_221 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_221 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_17 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_21, %flipped_7 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_44 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %padded_22 = tensor.pad %relu_1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_88: index, %i_89: index, %i_90: index, %i_91: index):
    %v_222 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_222 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_93 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_93 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_116: f32):
    %v_223 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_223 : f32
  } -> tensor<3x3x4x4xf32>
  %dw_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_22, %relu_grad_6 : tensor<4x18x18x4xf32>, tensor<4x16x16x4xf32>) outs(%fill_45 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_113: f32, %in_114: f32, %out_117: f32):
    %v_224 = arith.mulf %in_113, %in_114 : f32
    %v_225 = arith.addf %out_117, %v_224 : f32
    linalg.yield %v_225 : f32
  } -> tensor<3x3x4x4xf32>
  %e_94 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %relu_grad_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_17, %relu_1 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_94 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_115: f32, %in_116: f32, %out_118: f32):
    %v_226 = arith.constant 0.000000e+00 : f32
    %v_227 = arith.cmpf ogt, %in_116, %v_226 : f32
    %v_228 = arith.constant 0.000000e+00 : f32
    %v_229 = arith.select %v_227, %in_115, %v_228 : f32
    linalg.yield %v_229 : f32
  } -> tensor<4x16x16x4xf32>
  %e_95 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_46 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_95 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_119: f32):
    %v_230 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_230 : f32
  } -> tensor<4xf32>
  %sum_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_7 : tensor<4x16x16x4xf32>) outs(%fill_46 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_117: f32, %out_120: f32):
    %v_231 = arith.addf %out_120, %in_117 : f32
    linalg.yield %v_231 : f32
  } -> tensor<4xf32>
  %e_96 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %flipped_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (-d0 + 2, -d1 + 2, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w0_1 : tensor<3x3x4x4xf32>) outs(%e_96 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_118: f32, %out_121: f32):
    linalg.yield %in_118 : f32
  } -> tensor<3x3x4x4xf32>
  %padded_23 = tensor.pad %relu_grad_7 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_92: index, %i_93: index, %i_94: index, %i_95: index):
    %v_232 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_232 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_97 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %fill_47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_97 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_122: f32):
    %v_233 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_233 : f32
  } -> tensor<4x16x16x4xf32>
  %conv_18 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, remat.backward} ins(%padded_23, %flipped_8 : tensor<4x18x18x4xf32>, tensor<3x3x4x4xf32>) outs(%fill_47 : tensor<4x16x16x4xf32>) -> tensor<4x16x16x4xf32>
  %padded_24 = tensor.pad %relu low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_96: index, %i_97: index, %i_98: index, %i_99: index):
    %v_234 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_234 : f32
  } {remat.backward} : tensor<4x16x16x4xf32> to tensor<4x18x18x4xf32>
  %e_98 = tensor.empty() {remat.backward} : tensor<3x3x4x4xf32>
  %fill_48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_98 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_123: f32):
    %v_235 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_235 : f32
  } -> tensor<3x3x4x4xf32>
  %dw_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_24, %relu_grad_7 : tensor<4x18x18x4xf32>, tensor<4x16x16x4xf32>) outs(%fill_48 : tensor<3x3x4x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_119: f32, %in_120: f32, %out_124: f32):
    %v_236 = arith.mulf %in_119, %in_120 : f32
    %v_237 = arith.addf %out_124, %v_236 : f32
    linalg.yield %v_237 : f32
  } -> tensor<3x3x4x4xf32>
  %e_99 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_18, %relu_grad_6 : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_99 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_121: f32, %in_122: f32, %out_125: f32):
    %v_238 = arith.addf %in_121, %in_122 : f32
    linalg.yield %v_238 : f32
  } -> tensor<4x16x16x4xf32>
  %e_100 = tensor.empty() {remat.backward} : tensor<4x16x16x4xf32>
  %relu_grad_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_7, %relu : tensor<4x16x16x4xf32>, tensor<4x16x16x4xf32>) outs(%e_100 : tensor<4x16x16x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_123: f32, %in_124: f32, %out_126: f32):
    %v_239 = arith.constant 0.000000e+00 : f32
    %v_240 = arith.cmpf ogt, %in_124, %v_239 : f32
    %v_241 = arith.constant 0.000000e+00 : f32
    %v_242 = arith.select %v_240, %in_123, %v_241 : f32
    linalg.yield %v_242 : f32
  } -> tensor<4x16x16x4xf32>
  %e_101 = tensor.empty() {remat.backward} : tensor<4xf32>
  %fill_49 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e_101 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%out_127: f32):
    %v_243 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_243 : f32
  } -> tensor<4xf32>
  %sum_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%relu_grad_8 : tensor<4x16x16x4xf32>) outs(%fill_49 : tensor<4xf32>) attrs = {remat.backward} {
  ^bb0(%in_125: f32, %out_128: f32):
    %v_244 = arith.addf %out_128, %in_125 : f32
    linalg.yield %v_244 : f32
  } -> tensor<4xf32>
  %padded_25 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i_100: index, %i_101: index, %i_102: index, %i_103: index):
    %v_245 = arith.constant 0.000000e+00 : f32
    tensor.yield %v_245 : f32
  } {remat.backward} : tensor<4x16x16x3xf32> to tensor<4x18x18x3xf32>
  %e_102 = tensor.empty() {remat.backward} : tensor<3x3x3x4xf32>
  %fill_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e_102 : tensor<3x3x3x4xf32>) attrs = {remat.backward} {
  ^bb0(%out_129: f32):
    %v_246 = arith.constant 0.000000e+00 : f32
    linalg.yield %v_246 : f32
  } -> tensor<3x3x3x4xf32>
  %dw_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5 + d0, d6 + d1, d2)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_25, %relu_grad_8 : tensor<4x18x18x3xf32>, tensor<4x16x16x4xf32>) outs(%fill_50 : tensor<3x3x3x4xf32>) attrs = {remat.backward} {
  ^bb0(%in_126: f32, %in_127: f32, %out_130: f32):
    %v_247 = arith.mulf %in_126, %in_127 : f32
    %v_248 = arith.addf %out_130, %v_247 : f32
    linalg.yield %v_248 : f32
  } -> tensor<3x3x3x4xf32>
  return %div, %dw_9, %sum_11, %dw_4, %sum_6, %dw_8, %sum_10, %dw_7, %sum_9, %dw_6, %sum_8, %dw_5, %sum_7, %dw_3, %sum_5, %dw_2, %sum_4, %dw_1, %sum_3, %dw, %sum_2, %mm_2, %sum_1 : tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x4x4xf32>, tensor<4xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>
}
