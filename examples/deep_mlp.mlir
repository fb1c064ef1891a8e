// A deep ReLU MLP classifier, forward pass and loss only: 32 layers
// (128 -> 128 x 31 -> 16) on a batch of 256, each matmul scaled by
// sqrt(6/fan_in) so that activations keep their magnitude at any depth,
// softmax cross-entropy against the one-hot %labels. The example where
// rematerialization matters: its training step keeps 31 activations of
// 128 KiB for the backward pass, and under a budget of 60% of its peak 14 of
// them are recomputed instead (scripts/demo.sh). bench/run's mlp-32, from
//   bench/models/zoo.py mlp --name deep_mlp --layers 32 --batch 256 --width 128 --rescale

func.func @deep_mlp(
    %x: tensor<256x128xf32>,
    %labels: tensor<256x16xf32>,
    %w0: tensor<128x128xf32> {remat.param},
    %b0: tensor<128xf32> {remat.param},
    %w1: tensor<128x128xf32> {remat.param},
    %b1: tensor<128xf32> {remat.param},
    %w2: tensor<128x128xf32> {remat.param},
    %b2: tensor<128xf32> {remat.param},
    %w3: tensor<128x128xf32> {remat.param},
    %b3: tensor<128xf32> {remat.param},
    %w4: tensor<128x128xf32> {remat.param},
    %b4: tensor<128xf32> {remat.param},
    %w5: tensor<128x128xf32> {remat.param},
    %b5: tensor<128xf32> {remat.param},
    %w6: tensor<128x128xf32> {remat.param},
    %b6: tensor<128xf32> {remat.param},
    %w7: tensor<128x128xf32> {remat.param},
    %b7: tensor<128xf32> {remat.param},
    %w8: tensor<128x128xf32> {remat.param},
    %b8: tensor<128xf32> {remat.param},
    %w9: tensor<128x128xf32> {remat.param},
    %b9: tensor<128xf32> {remat.param},
    %w10: tensor<128x128xf32> {remat.param},
    %b10: tensor<128xf32> {remat.param},
    %w11: tensor<128x128xf32> {remat.param},
    %b11: tensor<128xf32> {remat.param},
    %w12: tensor<128x128xf32> {remat.param},
    %b12: tensor<128xf32> {remat.param},
    %w13: tensor<128x128xf32> {remat.param},
    %b13: tensor<128xf32> {remat.param},
    %w14: tensor<128x128xf32> {remat.param},
    %b14: tensor<128xf32> {remat.param},
    %w15: tensor<128x128xf32> {remat.param},
    %b15: tensor<128xf32> {remat.param},
    %w16: tensor<128x128xf32> {remat.param},
    %b16: tensor<128xf32> {remat.param},
    %w17: tensor<128x128xf32> {remat.param},
    %b17: tensor<128xf32> {remat.param},
    %w18: tensor<128x128xf32> {remat.param},
    %b18: tensor<128xf32> {remat.param},
    %w19: tensor<128x128xf32> {remat.param},
    %b19: tensor<128xf32> {remat.param},
    %w20: tensor<128x128xf32> {remat.param},
    %b20: tensor<128xf32> {remat.param},
    %w21: tensor<128x128xf32> {remat.param},
    %b21: tensor<128xf32> {remat.param},
    %w22: tensor<128x128xf32> {remat.param},
    %b22: tensor<128xf32> {remat.param},
    %w23: tensor<128x128xf32> {remat.param},
    %b23: tensor<128xf32> {remat.param},
    %w24: tensor<128x128xf32> {remat.param},
    %b24: tensor<128xf32> {remat.param},
    %w25: tensor<128x128xf32> {remat.param},
    %b25: tensor<128xf32> {remat.param},
    %w26: tensor<128x128xf32> {remat.param},
    %b26: tensor<128xf32> {remat.param},
    %w27: tensor<128x128xf32> {remat.param},
    %b27: tensor<128xf32> {remat.param},
    %w28: tensor<128x128xf32> {remat.param},
    %b28: tensor<128xf32> {remat.param},
    %w29: tensor<128x128xf32> {remat.param},
    %b29: tensor<128xf32> {remat.param},
    %w30: tensor<128x128xf32> {remat.param},
    %b30: tensor<128xf32> {remat.param},
    %w31: tensor<128x16xf32> {remat.param},
    %b31: tensor<16xf32> {remat.param})
    -> (tensor<f32>) {
  %h0 = remat.matmul %x, %w0 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs0 = remat.scale %h0 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z0 = remat.bias_add %hs0, %b0 : tensor<256x128xf32>, tensor<128xf32>
  %a0 = remat.relu %z0 : tensor<256x128xf32>
  %h1 = remat.matmul %a0, %w1 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs1 = remat.scale %h1 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z1 = remat.bias_add %hs1, %b1 : tensor<256x128xf32>, tensor<128xf32>
  %a1 = remat.relu %z1 : tensor<256x128xf32>
  %h2 = remat.matmul %a1, %w2 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs2 = remat.scale %h2 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z2 = remat.bias_add %hs2, %b2 : tensor<256x128xf32>, tensor<128xf32>
  %a2 = remat.relu %z2 : tensor<256x128xf32>
  %h3 = remat.matmul %a2, %w3 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs3 = remat.scale %h3 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z3 = remat.bias_add %hs3, %b3 : tensor<256x128xf32>, tensor<128xf32>
  %a3 = remat.relu %z3 : tensor<256x128xf32>
  %h4 = remat.matmul %a3, %w4 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs4 = remat.scale %h4 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z4 = remat.bias_add %hs4, %b4 : tensor<256x128xf32>, tensor<128xf32>
  %a4 = remat.relu %z4 : tensor<256x128xf32>
  %h5 = remat.matmul %a4, %w5 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs5 = remat.scale %h5 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z5 = remat.bias_add %hs5, %b5 : tensor<256x128xf32>, tensor<128xf32>
  %a5 = remat.relu %z5 : tensor<256x128xf32>
  %h6 = remat.matmul %a5, %w6 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs6 = remat.scale %h6 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z6 = remat.bias_add %hs6, %b6 : tensor<256x128xf32>, tensor<128xf32>
  %a6 = remat.relu %z6 : tensor<256x128xf32>
  %h7 = remat.matmul %a6, %w7 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs7 = remat.scale %h7 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z7 = remat.bias_add %hs7, %b7 : tensor<256x128xf32>, tensor<128xf32>
  %a7 = remat.relu %z7 : tensor<256x128xf32>
  %h8 = remat.matmul %a7, %w8 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs8 = remat.scale %h8 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z8 = remat.bias_add %hs8, %b8 : tensor<256x128xf32>, tensor<128xf32>
  %a8 = remat.relu %z8 : tensor<256x128xf32>
  %h9 = remat.matmul %a8, %w9 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs9 = remat.scale %h9 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z9 = remat.bias_add %hs9, %b9 : tensor<256x128xf32>, tensor<128xf32>
  %a9 = remat.relu %z9 : tensor<256x128xf32>
  %h10 = remat.matmul %a9, %w10 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs10 = remat.scale %h10 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z10 = remat.bias_add %hs10, %b10 : tensor<256x128xf32>, tensor<128xf32>
  %a10 = remat.relu %z10 : tensor<256x128xf32>
  %h11 = remat.matmul %a10, %w11 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs11 = remat.scale %h11 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z11 = remat.bias_add %hs11, %b11 : tensor<256x128xf32>, tensor<128xf32>
  %a11 = remat.relu %z11 : tensor<256x128xf32>
  %h12 = remat.matmul %a11, %w12 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs12 = remat.scale %h12 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z12 = remat.bias_add %hs12, %b12 : tensor<256x128xf32>, tensor<128xf32>
  %a12 = remat.relu %z12 : tensor<256x128xf32>
  %h13 = remat.matmul %a12, %w13 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs13 = remat.scale %h13 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z13 = remat.bias_add %hs13, %b13 : tensor<256x128xf32>, tensor<128xf32>
  %a13 = remat.relu %z13 : tensor<256x128xf32>
  %h14 = remat.matmul %a13, %w14 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs14 = remat.scale %h14 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z14 = remat.bias_add %hs14, %b14 : tensor<256x128xf32>, tensor<128xf32>
  %a14 = remat.relu %z14 : tensor<256x128xf32>
  %h15 = remat.matmul %a14, %w15 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs15 = remat.scale %h15 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z15 = remat.bias_add %hs15, %b15 : tensor<256x128xf32>, tensor<128xf32>
  %a15 = remat.relu %z15 : tensor<256x128xf32>
  %h16 = remat.matmul %a15, %w16 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs16 = remat.scale %h16 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z16 = remat.bias_add %hs16, %b16 : tensor<256x128xf32>, tensor<128xf32>
  %a16 = remat.relu %z16 : tensor<256x128xf32>
  %h17 = remat.matmul %a16, %w17 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs17 = remat.scale %h17 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z17 = remat.bias_add %hs17, %b17 : tensor<256x128xf32>, tensor<128xf32>
  %a17 = remat.relu %z17 : tensor<256x128xf32>
  %h18 = remat.matmul %a17, %w18 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs18 = remat.scale %h18 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z18 = remat.bias_add %hs18, %b18 : tensor<256x128xf32>, tensor<128xf32>
  %a18 = remat.relu %z18 : tensor<256x128xf32>
  %h19 = remat.matmul %a18, %w19 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs19 = remat.scale %h19 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z19 = remat.bias_add %hs19, %b19 : tensor<256x128xf32>, tensor<128xf32>
  %a19 = remat.relu %z19 : tensor<256x128xf32>
  %h20 = remat.matmul %a19, %w20 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs20 = remat.scale %h20 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z20 = remat.bias_add %hs20, %b20 : tensor<256x128xf32>, tensor<128xf32>
  %a20 = remat.relu %z20 : tensor<256x128xf32>
  %h21 = remat.matmul %a20, %w21 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs21 = remat.scale %h21 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z21 = remat.bias_add %hs21, %b21 : tensor<256x128xf32>, tensor<128xf32>
  %a21 = remat.relu %z21 : tensor<256x128xf32>
  %h22 = remat.matmul %a21, %w22 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs22 = remat.scale %h22 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z22 = remat.bias_add %hs22, %b22 : tensor<256x128xf32>, tensor<128xf32>
  %a22 = remat.relu %z22 : tensor<256x128xf32>
  %h23 = remat.matmul %a22, %w23 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs23 = remat.scale %h23 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z23 = remat.bias_add %hs23, %b23 : tensor<256x128xf32>, tensor<128xf32>
  %a23 = remat.relu %z23 : tensor<256x128xf32>
  %h24 = remat.matmul %a23, %w24 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs24 = remat.scale %h24 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z24 = remat.bias_add %hs24, %b24 : tensor<256x128xf32>, tensor<128xf32>
  %a24 = remat.relu %z24 : tensor<256x128xf32>
  %h25 = remat.matmul %a24, %w25 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs25 = remat.scale %h25 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z25 = remat.bias_add %hs25, %b25 : tensor<256x128xf32>, tensor<128xf32>
  %a25 = remat.relu %z25 : tensor<256x128xf32>
  %h26 = remat.matmul %a25, %w26 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs26 = remat.scale %h26 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z26 = remat.bias_add %hs26, %b26 : tensor<256x128xf32>, tensor<128xf32>
  %a26 = remat.relu %z26 : tensor<256x128xf32>
  %h27 = remat.matmul %a26, %w27 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs27 = remat.scale %h27 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z27 = remat.bias_add %hs27, %b27 : tensor<256x128xf32>, tensor<128xf32>
  %a27 = remat.relu %z27 : tensor<256x128xf32>
  %h28 = remat.matmul %a27, %w28 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs28 = remat.scale %h28 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z28 = remat.bias_add %hs28, %b28 : tensor<256x128xf32>, tensor<128xf32>
  %a28 = remat.relu %z28 : tensor<256x128xf32>
  %h29 = remat.matmul %a28, %w29 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs29 = remat.scale %h29 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z29 = remat.bias_add %hs29, %b29 : tensor<256x128xf32>, tensor<128xf32>
  %a29 = remat.relu %z29 : tensor<256x128xf32>
  %h30 = remat.matmul %a29, %w30 : (tensor<256x128xf32>, tensor<128x128xf32>) -> tensor<256x128xf32>
  %hs30 = remat.scale %h30 {factor = 2.165064e-01 : f64} : tensor<256x128xf32>
  %z30 = remat.bias_add %hs30, %b30 : tensor<256x128xf32>, tensor<128xf32>
  %a30 = remat.relu %z30 : tensor<256x128xf32>
  %h31 = remat.matmul %a30, %w31 : (tensor<256x128xf32>, tensor<128x16xf32>) -> tensor<256x16xf32>
  %hs31 = remat.scale %h31 {factor = 2.165064e-01 : f64} : tensor<256x16xf32>
  %z31 = remat.bias_add %hs31, %b31 : tensor<256x16xf32>, tensor<16xf32>
  %loss = remat.softmax_cross_entropy %z31, %labels : tensor<256x16xf32> -> tensor<f32>
  return %loss : tensor<f32>
}
