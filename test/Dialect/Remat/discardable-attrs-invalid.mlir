// The remat dialect verifies the discardable attributes it declares
// (RematDialect.td): each one's kind and place, and no unknown remat.*
// attribute, so a misspelt phase hook is an error rather than ignored.
// RUN: remat-opt %s -split-input-file -verify-diagnostics

func.func @misspelt_hook(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{unknown attribute 'remat.backwards': the remat dialect declares no such discardable attribute}}
  %y = math.tanh %x {remat.backwards} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @param_on_op(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'remat.param' belongs on a function argument, not on an operation}}
  %y = math.tanh %x {remat.param} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// expected-error @below {{'remat.name' must be a string on a function argument, not 3 : i64}}
func.func @name_kind(%x: tensor<4xf32> {remat.name = 3}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

func.func @recompute_kind(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'remat.recompute' must be a unit attribute on an operation, not "yes"}}
  %y = math.tanh %x {remat.recompute = "yes"} : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// expected-error @below {{'remat.exposed' belongs on a function result, not on a function argument}}
func.func @exposed_on_argument(%x: tensor<4xf32> {remat.exposed = "remat.relu"}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{'remat.param' belongs on a function argument, not on a function result}}
func.func @param_on_result(%x: tensor<4xf32>) -> (tensor<4xf32> {remat.param}) {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{'remat.bound' must be an integer on a function argument, not "10"}}
func.func @bound_kind(%labels: tensor<4xi64> {remat.bound = "10"}) -> tensor<4xi64> {
  return %labels : tensor<4xi64>
}
