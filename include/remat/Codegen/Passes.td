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
    Tiles every `linalg.generic` on tensors with static shapes whose operands
    read the innermost loop contiguously (as their last index) or not at all
    (broadcasts, reduced outputs) to one vector along that loop, every other
    loop a unit tile, and vectorizes each tile: the body runs on
    `vector<W x T>` values, a reduction along the innermost loop becomes one
    `vector.reduction` per row, a reduction along an outer loop elementwise
    vector combines. `W` is the innermost loop's size up to `max-width`,
    else the largest power of two down to 8 that divides it; a generic with
    no such width, a transposed read, a dynamic shape, an operand that is
    not f32, f64 or a signless integer (LLVM cannot legalize every vector op
    on f16 and bf16) or a body the vectorizer rejects is left to the loops.

    The reductions keep the loops' order (`vector.reduction` without
    reassociation sums `acc + v[0] + v[1] + ...`), so the results are the
    scalar loops' bits. Used by `remat-lower-to-llvm` when `vectorize` is
    on.

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
    k = 0, 1, ...): results are the same as the parallel-loop lowering's.
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
    changes, so results differ from the loops' in rounding (not between two
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
    Rewrites into nested `scf.for` loops every `scf.parallel` (without
    reductions) that will not run on threads: one nested in a loop that
    stays parallel, one with a single iteration or that executes fewer
    than `min-ops` ops in all (counting each op of the body once per
    iteration of the loops around it: forking threads costs more than such a
    loop takes), and one whose body
    allocates heap memory (`memref.alloc`) or calls a function (which may),
    unless the callee is marked `remat.no_program_buffers` (the CBLAS gemm
    declarations of `remat-linalg-to-cblas`): per-thread buffers would raise
    the peak above what the memory model predicts for the sequential
    program. An op with an integer `remat.dynamic_ops` attribute (a gemm
    call's multiply-adds) counts as that many ops. What remains are the outermost
    loops of independent iterations, for `convert-scf-to-openmp`. Iterations
    are independent, so running them in any order gives the same bits.
    Of a loop that stays parallel only the leading dimensions whose
    iterations together reach `min-iterations` stay parallel; the others
    become `scf.for` loops inside: the OpenMP translation collapses the
    dimensions of a worksharing loop into one and recovers each index with
    a division and a remainder per iteration, which costs more than the
    element's work in an innermost dimension and keeps the loop from
    vectorizing.

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
    team's size (`omp_get_thread_num`, `omp_get_num_threads`, declared if
    missing and marked `remat.no_program_buffers`), takes the same
    contiguous block of the iterations, in row-major order over all
    dimensions, that `schedule(static)` gives it (the first `N % T` threads
    one more), and runs that block as an `scf.for` whose body recovers each
    index and runs the loop's body inside a `memref.alloca_scope`.

    `convert-scf-to-openmp` makes the same loop an `omp.wsloop` in an
    `omp.parallel`: every thread then calls `__kmpc_for_static_init` and
    `__kmpc_for_static_fini` and waits at the worksharing loop's barrier
    before the region's own. Debian's libomp is built with `KMP_DEBUG`:
    `__kmpc_for_static_init` formats its trace strings with `vsnprintf`
    even when tracing is off. Here neither call and only the region's
    barrier remain. Iterations are independent, so their order and their
    threads do not change the bits. Loops with reductions are left to
    `convert-scf-to-openmp`, which runs after this pass in
    `remat-lower-to-llvm{threads=N}`.

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

def RematDeallocateAfterLastUsePass
    : Pass<"remat-deallocate-after-last-use", "::mlir::ModuleOp"> {
  let summary = "Free every buffer right after its last use, in time linear "
                "in the program";
  let description = [{
    Inserts a `memref.dealloc` for every buffer a function owns (a
    `memref.alloc`, or the result of a call of a function of the module)
    right after the op of the buffer's block that holds its last use, through
    every view of it (`ViewLikeOpInterface`); a buffer the function returns
    is left to its caller. This is where upstream's deallocation pipeline
    (`buildBufferDeallocationPipeline`: ownership-based deallocation, its
    simplification, lowering) followed by `optimize-allocation-liveness`
    frees those buffers, and what the memory model assumes, but planned in
    one walk of each function: the upstream passes are quadratic in the
    buffers of a block (one `bufferization.dealloc` per block names them
    all, its simplification compares them pairwise, and each moved dealloc
    renumbers the block).

    The shape handled is what one-shot bufferization gives a tensor program:
    every function of the module has one block; every memref is a function
    argument, an owned buffer, a view, a `memref.alloca` or a
    `memref.get_global`; no memref is a block argument of a nested region or
    a result of another op (select, `scf.if`, clone); every use of a buffer
    lies in its block or in ops nested in it; a function returns only buffers
    it owns, each once; no dealloc is in place yet. Any other module, and one
    with allocations outside `func.func`, goes through the upstream pipeline
    unchanged.

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
    Replaces every `linalg.matmul` and `linalg.batch_matmul` on memrefs whose
    operands all have element type f32 (f64) by a call of `cblas_sgemm`
    (`cblas_dgemm`), row-major, with `alpha = 1` and `beta = 1` (linalg's
    `C += A * B`), or `beta = 0` in place of a `linalg.fill` of zero into
    `C` right before the op (the fill is erased); a batch matmul becomes an `scf.for` over the batch with
    one call per matrix. Transposed operands (the `indexing_maps` that
    `convert-remat-to-linalg` emits for `transpose_a` / `transpose_b`) become
    `CblasTrans`. Every f32 (f64) `linalg.conv_2d_nhwc_hwcf` becomes, per
    image, output row and filter position (kh, kw), the gemm
    `out[n, oh] (OW x F) += A (OW x C) * w[kh, kw] (C x F)` whose rows are the
    input pixels `sw` apart (leading dimension `sw` times the pixel stride):
    no patch matrix (im2col) is allocated, so the memory the analysis
    predicts is unchanged; a zero fill before it becomes `beta = 0` at the
    first position. A unit-stride convolution marked `remat.gemm_columns`
    (the remat op's `gemm_columns`, whose scratch the memory model counts)
    instead copies, per image, the `KW` pixels each output pixel reads on a
    filter row side by side into one allocated `(OH + KH - 1) x OW x KW*C`
    buffer (an overlapping `memref.reinterpret_cast` of the input, copied),
    then for each block of about 128 gemm rows (output rows, a count fixed
    by the shape) and filter row `kh` calls one gemm of depth `KW * C`:
    three times the depth of the per-position calls, which OpenBLAS runs
    faster.

    With `column-blocks` (the default; `remat-lower-to-llvm` sets it from
    `conv-column-blocks`, also on by default) a unit-stride convolution
    whose input
    is one image's zero-padded copy (a buffer zeroed, the image copied into
    its interior and read by the convolution alone: what a padded
    `remat.conv2d` or a stride-1 `remat.conv2d_grad_input` bufferizes to)
    gets gemm columns of depth `KW * C` without the copy: the columns of a
    block of output rows are built straight from the image (an overlapping
    view per column row for the inner pixels, the image's part of each edge
    pixel copied and the padding zeroed) in the padded copy's own buffer,
    in two lanes of blocks where each lane has room for a block (else one),
    then one gemm per block and filter row. The buffer is the one the
    program allocated anyway, so the peak is unchanged; the blocks and lanes
    follow from the shapes alone, so the calls, and the bits, are the same
    on any thread count. Pointers, offsets and leading dimensions come from the
    memref descriptors (`memref.extract_strided_metadata`,
    `memref.extract_aligned_pointer_as_index`). Ops the call does not cover
    (other element types, other indexing maps, a matrix whose innermost
    stride is not statically 1, or whose leading dimension is statically too
    small) are left alone for the usual lowering.

    The library is not named here: any CBLAS works (remat-run loads
    OpenBLAS, `remat-lower-to-llvm="blas=openblas"`).

    With `parallel-rows` (set by `remat-lower-to-llvm{threads=N}`, N != 1)
    a convolution's image and output-row loops are one `scf.parallel`: each
    iteration writes its own output row, summing the filter positions in
    the same order as the sequential loops, so the bits do not depend on
    how iterations are spread over threads (with the columns: the image
    loop stays sequential, its blocks are the `scf.parallel`; with column
    blocks: the lanes are). Every call (a matmul's too: a
    filter gradient's positions may be a parallel loop of them, see
    `convert-remat-to-linalg{parallel-filter-positions}`) carries
    `remat.dynamic_ops` (its multiply-adds, when the shapes are static) and
    the declaration `remat.no_program_buffers` (the library allocates no
    buffer of the program), which `remat-serialize-inner-parallel-loops`
    reads to keep such a loop parallel.

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
