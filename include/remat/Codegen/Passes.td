//===- Passes.td - code generation helpers for Remat's pipelines -*- tablegen -*-===//
#ifndef REMAT_CODEGEN_PASSES
#define REMAT_CODEGEN_PASSES

include "mlir/Pass/PassBase.td"

def RematTileAndVectorizePass
    : Pass<"remat-tile-and-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Tile linalg matmuls and convolutions and vectorize them";
  let description = [{
    Tiles every `linalg.matmul` and `linalg.batch_matmul` on tensors into
    `scf.for` loops over `tile-m x tile-n x tile-k` blocks (batch tile 1) and
    vectorizes each block into `vector.contract`, lowered to outer products
    (FMAs). Every `linalg.conv_2d_nhwc_hwcf` is tiled to one output row and
    one filter row by `tile-m` output columns, `tile-n` filters and `tile-k`
    channels, decomposed into 1-D convolutions and vectorized. An op whose
    sizes are not multiples of the tile sizes is left alone and runs as
    scalar loops, as do other linalg ops (padded convolutions and the
    convolution gradients are gathers, see convert-remat-to-linalg).

    ```
    remat-opt x.mlir --convert-remat-to-linalg --remat-tile-and-vectorize="tile-m=8 tile-n=16 tile-k=8"
    ```
  }];
  let options = [
    Option<"tileM", "tile-m", "int64_t", /*default=*/"8", "Rows per tile">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"16",
           "Columns per tile (the vector width)">,
    Option<"tileK", "tile-k", "int64_t", /*default=*/"8",
           "Reduction depth per tile">,
    Option<"keepCBLASContractions", "keep-cblas-contractions", "bool",
           /*default=*/"false",
           "Leave the matmuls that remat-linalg-to-cblas lowers to CBLAS "
           "calls untiled">,
  ];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
    "::mlir::arith::ArithDialect", "::mlir::tensor::TensorDialect",
  ];
}

def RematVectorizeGenericsPass
    : Pass<"remat-vectorize-generics", "::mlir::func::FuncOp"> {
  let summary = "Vectorize elementwise linalg.generic ops and row reductions";
  let description = [{
    Tiles every `linalg.generic` on static tensors whose operands read the
    innermost loop contiguously or not at all to one vector along that loop
    (its size up to `max-width`, else the largest power of two down to 8
    dividing it), unit tiles elsewhere, and vectorizes each tile; a
    reduction along the innermost loop becomes one `vector.reduction` per
    row, in the loops' order, so the results are the scalar loops' bits.
    Transposed reads, f16/bf16 and sizes with no such width stay loops.
    Used by `remat-lower-to-llvm` when `vectorize` is on. Details:
    `docs/reference/Lowering.md`.

    ```
    remat-opt x.mlir --convert-remat-to-linalg --remat-vectorize-generics="max-width=64"
    ```
  }];
  let options = [
    Option<"maxWidth", "max-width", "int64_t", /*default=*/"64",
           "Most elements per vector">,
  ];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
    "::mlir::arith::ArithDialect", "::mlir::tensor::TensorDialect",
  ];
}

def RematApproximateMathPass
    : Pass<"remat-approximate-math", "::mlir::func::FuncOp"> {
  let summary = "Replace f32 tanh, exp, log and erf by inline polynomials";
  let description = [{
    Rewrites `math.tanh`, `math.exp`, `math.expm1`, `math.log`,
    `math.log1p` and `math.erf` on f32 scalars and vectors into upstream's
    polynomial approximations (arith ops, a few ulps of error), which run on
    whole vectors where libm would be called once per element. Other element
    types keep libm. Used by `remat-lower-to-llvm` when `vectorize` is on.

    ```
    remat-opt x.mlir --remat-approximate-math
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::vector::VectorDialect",
  ];
}

def RematGPUTileMatmulPass
    : Pass<"remat-gpu-tile-matmul", "::mlir::func::FuncOp"> {
  let summary = "Matmuls on memrefs as GPU kernels tiled in shared memory";
  let description = [{
    Replaces every `linalg.matmul` and `linalg.batch_matmul` on memrefs
    (static shapes, one float element type; either operand may be read
    transposed through `indexing_maps`, as gradients are) by a
    `gpu.launch` of `tile-size x tile-size` threads per block, one block per
    output tile (and per batch): each thread computes one output element;
    per step of `tile-size` along the reduction, the block stages a tile of
    each operand in workgroup (shared) memory, one element per thread, with
    `gpu.barrier` before and after the products (a transposed operand is
    read with consecutive threads along its contiguous dimension and stored
    transposed into its tile). Out-of-range elements are
    not loaded and the last step only runs over the remaining depth, so the
    sums are formed in the same order as the scalar loops (`c + a * b` for
    k = 0, 1, ...): the parallel-loop lowering's results.
    Used by `remat-lower-to-nvvm{shared-matmul=true}`.

    ```
    remat-opt x.mlir --remat-gpu-tile-matmul="tile-size=16"
    ```
  }];
  let options = [
    Option<"tileSize", "tile-size", "int64_t", /*default=*/"16",
           "Output tile edge, threads per block edge and reduction step">,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
  ];
}

def RematGPUParallelReductionsPass
    : Pass<"remat-gpu-parallel-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reductions on memrefs as GPU kernels over a block of threads";
  let description = [{
    Replaces every `linalg.generic` on memrefs (static shapes, operands
    indexed by loop dimensions) that reduces into one float output as
    `out = combine(out, f(inputs))`, with `combine` one of `arith.addf`,
    `mulf`, `maximumf`, `maxnumf`, `minimumf`, `minnumf`, by a `gpu.launch`
    with one block per output element (the parallel dimensions) and 32 to
    256 threads (the reduced size rounded up to a power of two): each thread
    combines a strided share of the reduced elements, in order, starting
    from the combine's identity; the partial results meet in a tree in
    workgroup (shared) memory, and the output's initial value is combined
    last. Without it, a reduction to a scalar (a loss) runs as a loop in host
    code and a row reduction on one thread per row. The order of the sums
    changes, so results differ from the loops' in rounding (not between
    runs: the order is fixed). Used by
    `remat-lower-to-nvvm{parallel-reductions=true}`.

    ```
    remat-opt x.mlir --remat-gpu-parallel-reductions
    ```
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
  ];
}

def RematTileOuterParallelPass
    : Pass<"remat-tile-outer-parallel", "::mlir::func::FuncOp"> {
  let summary = "Tile the outer parallel dimensions of matmuls and "
                "convolutions into scf.forall";
  let description = [{
    Before `remat-tile-and-vectorize`, for threads: tiles every
    `linalg.matmul` on tensors along its rows by `tile-m` (when `tile-m`
    divides them, in more than one tile), every `linalg.batch_matmul` by one
    matrix (and `tile-m` rows when they divide) and every
    `linalg.conv_2d_nhwc_hwcf` by one image and one output row, into an
    `scf.forall`. Only parallel (non-reduction) dimensions are partitioned:
    every output element is still summed by one iteration, in the order the
    untiled op sums it, so a threaded run is bit-identical to a sequential
    one. The tiles keep the sizes `remat-tile-and-vectorize` needs, which
    then tiles and vectorizes each one as it would the whole op. Matmuls
    that go to CBLAS (`keep-cblas-contractions`) are left alone.

    ```
    remat-opt x.mlir --convert-remat-to-linalg --remat-tile-outer-parallel="tile-m=8"
    ```
  }];
  let options = [
    Option<"tileM", "tile-m", "int64_t", /*default=*/"8",
           "Matmul rows per iteration (the vectorized tile's rows)">,
    Option<"keepCBLASContractions", "keep-cblas-contractions", "bool",
           /*default=*/"false",
           "Leave the matmuls that remat-linalg-to-cblas lowers to CBLAS "
           "calls untiled">,
  ];
  let dependentDialects = [
    "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def RematSerializeInnerParallelLoopsPass
    : Pass<"remat-serialize-inner-parallel-loops", "::mlir::func::FuncOp"> {
  let summary = "Keep only the outermost safe scf.parallel loops parallel";
  let description = [{
    Rewrites into `scf.for` every `scf.parallel` (without reductions) that
    should not fork threads: one nested in a loop that stays parallel, one
    that executes fewer than `min-ops` ops in all (body ops times
    iterations; a `remat.dynamic_ops` attribute counts as that many), and
    one whose body allocates or calls a function not marked
    `remat.no_program_buffers`, so no per-thread buffer raises the peak.
    Of a loop that stays parallel only the leading dimensions whose
    iterations reach `min-iterations` stay parallel. Iterations are
    independent, so the bits do not change. Details:
    `docs/reference/Threads.md`, `docs/design/ParallelLoops.md`.

    ```
    remat-opt x.mlir --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops,remat-serialize-inner-parallel-loops))'
    ```
  }];
  let options = [
    Option<"minOps", "min-ops", "int64_t", /*default=*/"32768",
           "Fewest ops (body ops times iterations) a loop must execute to "
           "run on threads">,
    Option<"minIterations", "min-iterations", "int64_t", /*default=*/"64",
           "Iterations the parallel dimensions of a loop reach: the "
           "leading dimensions up to this count run on threads, the others "
           "as scf.for loops inside">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def RematParallelLoopsToOpenMPPass
    : Pass<"remat-parallel-loops-to-openmp", "::mlir::ModuleOp"> {
  let summary = "Outermost scf.parallel loops as OpenMP parallel regions "
                "whose threads each run one static block of iterations";
  let description = [{
    Rewrites every outermost `scf.parallel` without reductions into an
    `omp.parallel` region (with `num_threads(threads)` unless `threads` is
    0) in which each thread asks the OpenMP runtime for its number and the
    team's size and runs, as an `scf.for`, the contiguous block of
    iterations `schedule(static)` would give it. Unlike the `omp.wsloop` of
    `convert-scf-to-openmp`, no thread calls `__kmpc_for_static_init`, which
    Debian's libomp slows with debug tracing. Iterations are independent, so
    the bits do not change. Loops with reductions are left to
    `convert-scf-to-openmp`. Details: `docs/reference/Threads.md`,
    `docs/design/ParallelLoops.md`.

    ```
    remat-opt x.mlir --remat-parallel-loops-to-openmp=threads=2
    ```
  }];
  let options = [
    Option<"threads", "threads", "unsigned", /*default=*/"0",
           "The num_threads clause of each region; 0: none (the runtime's "
           "count)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::memref::MemRefDialect", "::mlir::omp::OpenMPDialect",
    "::mlir::scf::SCFDialect",
  ];
  let statistics = [
    Statistic<"numRegions", "parallel-regions",
              "Parallel loops rewritten into OpenMP parallel regions">
  ];
}

def RematInlineAllocaScopesPass
    : Pass<"remat-inline-alloca-scopes", "::mlir::func::FuncOp"> {
  let summary = "Inline memref.alloca_scope ops that allocate nothing";
  let description = [{
    `convert-scf-to-openmp` wraps the body of every worksharing loop in a
    `memref.alloca_scope`; the `scf.for` loops inside it become several
    blocks in `convert-scf-to-cf`, which the scope's single-block region does
    not allow. A scope whose body holds no `memref.alloca` (outside nested
    scopes) frees nothing at its end, so its body is moved in front of it and
    the scope is erased; scopes that allocate are left alone.

    ```
    remat-opt x.mlir --convert-scf-to-openmp --pass-pipeline='builtin.module(func.func(remat-inline-alloca-scopes))'
    ```
  }];
}

def RematOutlineParallelRegionsPass
    : Pass<"remat-outline-parallel-regions", "::mlir::ModuleOp"> {
  let summary = "Move each OpenMP parallel region into a function of its own";
  let description = [{
    Replaces every outermost `omp.parallel` of a `func.func` by a call of a
    new private function (internal linkage) whose body is that region alone:
    its arguments are the values from above that the region uses (constants
    are cloned into it instead), so the computation, its buffers and its
    threads are those of the region it replaces.

    OpenMP's translation to LLVM IR outlines each parallel region with
    LLVM's `CodeExtractor`, whose analysis cache walks every instruction of
    the enclosing function once per region: quadratic in a function of many
    regions (a training step at `threads=2` has one or more per layer).
    In a function of one region each extraction walks that region only.

    ```
    remat-opt x.mlir --remat-parallel-loops-to-openmp --remat-outline-parallel-regions
    ```
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect", "::mlir::LLVM::LLVMDialect",
  ];
  let statistics = [
    Statistic<"numOutlined", "outlined-regions",
              "Parallel regions moved into functions of their own">
  ];
}

def RematDeallocateAfterLastUsePass
    : Pass<"remat-deallocate-after-last-use", "::mlir::ModuleOp"> {
  let summary = "Free every buffer right after its last use, in time linear "
                "in the program";
  let description = [{
    Inserts a `memref.dealloc` for every buffer a function owns right after
    the op of its block that holds its last use, through every view of it;
    a buffer the function returns is left to its caller. This is where
    upstream's deallocation pipeline followed by
    `optimize-allocation-liveness` frees those buffers, and what the memory
    model assumes, but planned in one walk instead of in time quadratic in
    the buffers of a block. A module of another shape than one-shot
    bufferization gives a tensor program goes through the upstream pipeline
    unchanged. Details: `docs/reference/Lowering.md`,
    `docs/design/LinearLowering.md`.

    ```
    remat-opt x.mlir --one-shot-bufferize --remat-deallocate-after-last-use
    ```
  }];
}

def RematSplitBlocksAfterRegionsPass
    : Pass<"remat-split-blocks-after-regions", "::mlir::func::FuncOp"> {
  let summary = "End a block after every op with regions in a function body";
  let description = [{
    Splits each block of the function's body after every op that holds
    regions (loops, conditionals) and is not the last op before the
    terminator, and branches to the rest with `cf.br`. `convert-scf-to-cf`
    splits the block at each loop it lowers, moving every later op of the
    block: quadratic in a long straight-line function of many loops. Split
    here from the end of the block, each split moves only the ops up to the
    next loop, and the lowering then moves none. The program is the same
    (the branches are unconditional; LLVM merges the blocks again).

    ```
    remat-opt x.mlir --pass-pipeline='builtin.module(func.func(remat-split-blocks-after-regions))'
    ```
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def RematRecordSignaturesPass : Pass<"remat-record-signatures",
                                     "::mlir::ModuleOp"> {
  let summary = "Record each function's tensor signature for remat-run";
  let description = [{
    Stores the function type of every `func.func` with a body as the
    `remat.signature` attribute and marks it `llvm.emit_c_interface`, so that
    after lowering to the LLVM dialect `remat-run` still knows the shapes and
    element types of the arguments and results and can call the C interface
    `_mlir_ciface_<name>`. Remat's own argument attributes (`remat.param`)
    are dropped: they mean nothing below the remat level. A tensor of
    scalable vectors (`tensor<2xvector<[4]xf32>>`) is an error here, at the
    value: its size is not known at compile time, and the upstream
    allocation lowering would abort on it.

    ```mlir
    func.func @f(%x: tensor<4xf32> {remat.param}) -> tensor<4xf32> {
      return %x : tensor<4xf32>
    }
    // becomes
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32>
        attributes {llvm.emit_c_interface,
                    remat.signature = (tensor<4xf32>) -> tensor<4xf32>} {
      return %x : tensor<4xf32>
    }
    ```
  }];
}

def RematCleanUpRematFunctionsPass
    : Pass<"remat-clean-up-remat-functions", "::mlir::func::FuncOp"> {
  let summary = "Canonicalize and CSE the functions that hold remat ops";
  let description = [{
    Runs `canonicalize` and `cse` on a function only when its body holds an
    op of the `remat` dialect other than a recompute guard
    (`RecomputeGuardOpInterface`: `remat.barrier`, `remat.check_recompute`);
    a function written in upstream ops, rematerialized or not, is left as it
    is (its guards are lowered by `convert-remat-to-linalg`). The remat pipelines clean up a remat program before
    `convert-remat-to-linalg` (where `remat.barrier` keeps CSE from merging a
    recomputation with the computation it repeats). On an upstream program
    the same clean-up would merge what the host wrote on purpose: the
    recomputations of a rematerialized step once its guards are stripped
    (back to the original peak), and identical `tensor.empty` + `linalg.fill`
    inits of several ops, which one-shot bufferization then copies (about one
    buffer more at the peak than the memory model predicts).

    ```
    remat-opt x.mlir --pass-pipeline='builtin.module(func.func(remat-clean-up-remat-functions))'
    ```
  }];
}

def RematSerialBLASInParallelLoopsPass
    : Pass<"remat-serial-blas-in-parallel-loops", "::mlir::ModuleOp"> {
  let summary = "OpenBLAS on one thread while a loop of CBLAS calls runs on "
                "threads";
  let description = [{
    Brackets every outermost `scf.parallel` whose body calls a `cblas_`
    function (the gemms of `remat-linalg-to-cblas`) by OpenBLAS's thread
    count calls: `openblas_get_num_threads` and `openblas_set_num_threads(1)`
    before the loop, `openblas_set_num_threads` of the count from before
    after it (both declared if missing, marked `remat.no_program_buffers`).
    OpenBLAS's pthread build cannot tell that a call comes from a thread of
    a parallel loop: with `remat-run --blas-threads=N` each such call would
    hand its gemm to OpenBLAS's own threads too, which the loop's threads
    then wait for. Only the thread count changes; the calls between loops
    keep OpenBLAS's threads. Run it on buffers, before
    `convert-scf-to-openmp` (`remat-lower-to-llvm` does with `threads` != 1
    and a BLAS).

    ```
    remat-opt x.mlir --remat-serial-blas-in-parallel-loops
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect"
  ];
  let statistics = [
    Statistic<"numBracketed", "bracketed-loops",
              "Parallel loops of CBLAS calls run with OpenBLAS on one thread">
  ];
}

def RematExpandStridedCopiesPass
    : Pass<"remat-expand-strided-copies", "::mlir::func::FuncOp"> {
  let summary = "Copy strided memrefs as loops of contiguous block copies";
  let description = [{
    A `memref.copy` between memrefs that are not both contiguous (a copy
    into the interior of a padded buffer, out of a window of an image, into
    a strided spread) lowers to the C runner's `memrefCopy`, which copies
    element by element through `memcpy`. This pass rewrites each such copy
    of static shape and strides whose innermost dimensions are contiguous in
    both operands (a block of at least one element with unit stride) into
    `scf.for` loops over the outer dimensions (unit dimensions need none),
    each iteration one `memref.copy` of a contiguous block, which
    `finalize-memref-to-llvm` lowers to an `llvm.memcpy` of constant size.
    The same bytes are written in the same places: results do not change,
    and nothing is allocated. Copies with a dynamic size, offset-free
    identity layouts (already one `memcpy`), a non-unit innermost stride or
    zero elements are left alone.

    ```
    remat-opt x.mlir --one-shot-bufferize --remat-expand-strided-copies
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RematZeroFillsToMemsetPass
    : Pass<"remat-zero-fills-to-memset", "::mlir::func::FuncOp"> {
  let summary = "Zero fills of buffers as memsets of their contiguous blocks";
  let description = [{
    Rewrites each `linalg.fill` of +0.0 or integer 0 on a memref, and each
    `linalg.map` without inputs that yields such a constant, into one
    `llvm.intr.memset` of zero bytes per contiguous block of the buffer:
    one for a contiguous buffer, else `scf.for` loops over the leading
    dimensions as `remat-expand-strided-copies` makes for copies. The bytes
    of +0.0 and of 0 are all zero, so the buffer holds the same bits; what
    `convert-linalg-to-loops` would make of the fill is a loop of scalar
    stores, and at `threads=N` a parallel loop forked once per fill (the
    zero-padded copies of a convolution's gradient, one per image).
    Buffers with a dynamic shape or stride, or no contiguous innermost
    dimension, and elements that are not a whole number of bytes are left
    alone; a fill of no elements is erased.

    ```
    remat-opt x.mlir --one-shot-bufferize --remat-zero-fills-to-memset
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
  ];
  let statistics = [
    Statistic<"numFills", "zero-fills", "Zero fills rewritten into memsets">
  ];
}

def RematLinalgToCBLASPass : Pass<"remat-linalg-to-cblas", "::mlir::ModuleOp"> {
  let summary = "Lower f32/f64 matmuls and convolutions on buffers to CBLAS gemm calls";
  let description = [{
    Replaces every `linalg.matmul` and `linalg.batch_matmul` on f32 (f64)
    memrefs by row-major `cblas_sgemm` (`cblas_dgemm`) calls, with
    transposes as `CblasTrans` and a zero fill right before the op as
    `beta = 0`, and every f32/f64 `linalg.conv_2d_nhwc_hwcf` by gemms: one
    per image, output row and filter position with no patch matrix, or,
    with `column-blocks` (the default) or `remat.gemm_columns`, gemms of
    depth `KW * C` over columns built in a buffer the program or the memory
    model already holds. Pointers and leading dimensions come from the
    memref descriptors, so any CBLAS works. With `parallel-rows` a
    convolution's rows are one `scf.parallel`, with the same bits. Ops a
    call does not cover keep the usual lowering. Details:
    `docs/reference/BLAS.md`, `docs/design/CBLASDescriptors.md`.

    ```
    remat-opt x.mlir --one-shot-bufferize --remat-linalg-to-cblas
    ```
  }];
  let options = [
    Option<"parallelRows", "parallel-rows", "bool", /*default=*/"false",
           "A convolution's image and output-row loops as one scf.parallel">,
    Option<"columnBlocks", "column-blocks", "bool", /*default=*/"true",
           "A convolution over a zero-padded copy of one image as gemms of "
           "depth KW * C over column blocks built in the copy's buffer; "
           "false keeps one gemm per output row and filter position, for "
           "comparison">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def RematConvertToLLVMPass : Pass<"remat-convert-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Arith, index, ub, control flow, memref and func to LLVM in one conversion";
  let description = [{
    The conversions `convert-arith-to-llvm`, `convert-index-to-llvm`,
    `finalize-memref-to-llvm{use-generic-functions}`,
    `convert-cf-to-llvm`, `convert-func-to-llvm` and `convert-ub-to-llvm`
    run one after the other, in one dialect conversion: their patterns,
    one LLVM type converter (index width from the data layout) and one walk
    of the module instead of six. Each of those passes walks every op of the
    module and checks its legality, which on the 275k ops of a lowered
    transformer step costs more than converting the few ops it owns.
    Allocations call the generic `_mlir_memref_to_llvm_alloc` with each
    buffer's exact size (the aligned allocation rounds sizes up to a
    multiple of 16) and `_mlir_memref_to_llvm_free`, which remat-run counts. Ops of other
    dialects (vector, math, OpenMP) are left to their own conversions.

    ```
    remat-opt x.mlir --remat-convert-to-llvm
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // REMAT_CODEGEN_PASSES
