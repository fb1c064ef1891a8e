// remat-run --object-cache=DIR: the first run compiles and stores the
// object file, the second loads it (no lowering, no JIT: lower_ms is 0) and
// computes the same bits with the same measured peak; other options make
// another entry. A damaged object file is an error, not a crash.
// RUN: rm -rf %t && mkdir -p %t
// RUN: remat-run %s --entry step --object-cache=%t/cache --json --threads=1 > %t/miss.json
// RUN: remat-run %s --entry step --object-cache=%t/cache --json --threads=1 > %t/hit.json
// RUN: remat-run %s --entry step --object-cache=%t/cache --json --threads=1 -O1 > %t/other.json
// RUN: FileCheck %s --check-prefix=MISS < %t/miss.json
// RUN: FileCheck %s --check-prefix=HIT < %t/hit.json
// RUN: FileCheck %s --check-prefix=MISS < %t/other.json
// RUN: %python -c "import json,sys; a,b=(json.load(open(p)) for p in sys.argv[1:]); assert [r['hash'] for r in a['results']]==[r['hash'] for r in b['results']] and a['peak_bytes']==b['peak_bytes'] and b['lower_ms']==0, (a,b); print('same bits, same peak')" %t/miss.json %t/hit.json | FileCheck %s --check-prefix=SAME
// RUN: ls %t/cache | FileCheck %s --check-prefix=FILES
// RUN: for f in %t/cache/*.o; do echo garbage > $f; done
// RUN: not remat-run %s --entry step --object-cache=%t/cache --threads=1 2>&1 | FileCheck %s --check-prefix=BAD

// MISS: "peak_bytes": 8192,
// MISS: "object_cache": "miss"
// HIT: "peak_bytes": 8192,
// HIT: "lower_ms": 0,
// HIT: "object_cache": "hit"
// SAME: same bits, same peak
// FILES-COUNT-2: .needs
// BAD: remat-run: error: cannot load the cached object {{.*}}.o:

func.func @step(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %y = remat.matmul %x, %w : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
  %z = remat.relu %y : tensor<32x32xf32>
  return %z : tensor<32x32xf32>
}
