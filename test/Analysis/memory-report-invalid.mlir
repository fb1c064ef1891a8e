// RUN: remat-opt %s --remat-memory-report=format=xml -verify-diagnostics -o /dev/null
// RUN: not remat-opt %s --remat-memory-report=target=tpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not remat-opt %s --remat-memory-report=output=%t.missing/dir/report.txt -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTPUT
// RUN: not remat-opt %s --remat-memory-report=count-arguments=maybe -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION

// TARGET: error: remat-memory-report: unknown target 'tpu'; expected one of: cpu, h200
// OUTPUT: error: remat-memory-report: cannot open '{{.*}}report.txt'
// OPTION: 'maybe' is invalid value for boolean argument

// expected-error @+1 {{remat-memory-report: unknown format 'xml'; expected 'table' or 'json'}}
module {
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    %r = remat.relu %x : tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
