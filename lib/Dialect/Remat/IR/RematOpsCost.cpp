//===- RematOpsCost.cpp - FLOP counts of the remat ops --------------------===//
//
// One table of FLOP formulas, mirrored in docs/reference/CostModel.md.
// Counting rules:
// each scalar add, multiply, divide, comparison, select and transcendental
// (exp, tanh, log, sqrt) is one FLOP; integer index and hash arithmetic and
// pure data movement are zero. Elementwise ops count the scalar operations of
// the expression their lowering evaluates per element. Every tensor's size
// fits in int64_t (the verifier), its FLOPs need not: products and sums
// saturate at kTooLarge (remat/Support/CheckedArithmetic.h).
//
//===----------------------------------------------------------------------===//
#include "remat/Dialect/Remat/IR/RematOps.h"
#include "remat/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace remat;

static int64_t numel(Value v) {
  return cast<RankedTensorType>(v.getType()).getNumElements();
}

/// Number of rows when the last dimension is the reduced (feature) axis.
static int64_t rows(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  int64_t last = type.getRank() == 0 ? 1 : type.getShape().back();
  return last == 0 ? 0 : type.getNumElements() / last;
}

/// FLOPs per output element of the elementwise ops.
namespace remat::flops_per_element {
constexpr int64_t kAdd = 1, kSub = 1, kMul = 1, kScale = 1, kBiasAdd = 1;
constexpr int64_t kRelu = 1, kExp = 1, kTanh = 1;
constexpr int64_t kSigmoid = 4; // neg, exp, add, divide
constexpr int64_t kGelu = 9; // x^3 (2), *c, +x, *sqrt(2/pi), tanh, +1, *x, *0.5
constexpr int64_t kDropout = 2;   // compare, multiply
constexpr int64_t kSoftmax = 5;   // max, subtract, exp, sum, divide
constexpr int64_t kLayerNorm = 7; // sum, sub, square, sum, *rstd, *gamma, +beta
constexpr int64_t kLayerNormPerRow = 5; // two divides, +eps, sqrt, reciprocal
constexpr int64_t kReluGrad = 1;
constexpr int64_t kGeluGrad = 18;
constexpr int64_t kTanhGrad = 3;    // y*y, 1-, *dy
constexpr int64_t kSigmoidGrad = 3; // 1-y, *y, *dy
constexpr int64_t kSoftmaxGrad = 4; // dy*y, sum, subtract, *y
constexpr int64_t kLayerNormGrad = 17;
constexpr int64_t kMseLoss = 3;          // subtract, square, sum
constexpr int64_t kMseLossGrad = 3;      // subtract, *2/n, *dloss
constexpr int64_t kCrossEntropy = 6;     // max, sub, exp, sum, *label, sum
constexpr int64_t kCrossEntropyGrad = 7; // softmax (5), -label, *dloss/rows
} // namespace remat::flops_per_element

using namespace remat::flops_per_element;

int64_t MatmulOp::getFlops() {
  auto lhs = cast<RankedTensorType>(getLhs().getType()).getShape();
  int64_t k = getTransposeA() ? lhs[lhs.size() - 2] : lhs.back();
  return satMul(2, numel(getResult()), k);
}

int64_t AddOp::getFlops() { return satMul(kAdd, numel(getResult())); }
int64_t SubOp::getFlops() { return satMul(kSub, numel(getResult())); }
int64_t MulOp::getFlops() { return satMul(kMul, numel(getResult())); }
int64_t ScaleOp::getFlops() { return satMul(kScale, numel(getResult())); }
int64_t BiasAddOp::getFlops() { return satMul(kBiasAdd, numel(getResult())); }
int64_t ReluOp::getFlops() { return satMul(kRelu, numel(getResult())); }
int64_t GeluOp::getFlops() { return satMul(kGelu, numel(getResult())); }
int64_t TanhOp::getFlops() { return satMul(kTanh, numel(getResult())); }
int64_t SigmoidOp::getFlops() { return satMul(kSigmoid, numel(getResult())); }
int64_t ExpOp::getFlops() { return satMul(kExp, numel(getResult())); }
int64_t SoftmaxOp::getFlops() { return satMul(kSoftmax, numel(getResult())); }
int64_t LayerNormOp::getFlops() {
  return satAdd(satMul(kLayerNorm, numel(getResult())),
                satMul(kLayerNormPerRow, rows(getX())));
}
int64_t DropoutOp::getFlops() { return satMul(kDropout, numel(getResult())); }

// A reduction adds every input element once; the mean divides each output.
int64_t ReduceSumOp::getFlops() { return numel(getX()); }
int64_t ReduceMeanOp::getFlops() {
  return satAdd(numel(getX()), numel(getResult()));
}

// Data movement performs no arithmetic.
int64_t BroadcastInDimOp::getFlops() { return 0; }
int64_t TransposeOp::getFlops() { return 0; }
int64_t ReshapeOp::getFlops() { return 0; }
int64_t ConcatOp::getFlops() { return 0; }
int64_t SliceOp::getFlops() { return 0; }
int64_t UpsampleNearest2DOp::getFlops() { return 0; }
int64_t SliceGradOp::getFlops() { return 0; }
int64_t BarrierOp::getFlops() { return 0; }

/// 2 N Ho Wo F Kh Kw C: one multiply-add per filter tap and output element,
/// C the filter's input channels (the input's / groups when grouped).
static int64_t convFlops(ArrayRef<int64_t> output, ArrayRef<int64_t> filter) {
  return satMul(2, output[0], output[1], output[2], output[3], filter[0],
                filter[1], filter[2]);
}
static ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

int64_t Conv2DOp::getFlops() {
  return convFlops(shapeOf(getResult()), shapeOf(getFilter()));
}
int64_t Conv2DGradInputOp::getFlops() {
  return convFlops(shapeOf(getDy()), shapeOf(getFilter()));
}
int64_t Conv2DGradFilterOp::getFlops() {
  return convFlops(shapeOf(getDy()), shapeOf(getResult()));
}

/// One comparison per window element and output element.
int64_t MaxPool2DOp::getFlops() {
  SmallVector<int64_t> window = getWindowOrDefault();
  return satMul(numel(getResult()), window[0], window[1]);
}
/// The argmax search again, then one add per output gradient.
int64_t MaxPool2DGradOp::getFlops() {
  SmallVector<int64_t> window = getWindowOrDefault();
  return satMul(numel(getDy()), satAdd(satMul(window[0], window[1]), 1));
}
int64_t UpsampleNearest2DGradOp::getFlops() { return numel(getDy()); }

int64_t MseLossOp::getFlops() {
  return satAdd(satMul(kMseLoss, numel(getPred())), 1);
}
int64_t SoftmaxCrossEntropyOp::getFlops() {
  // Per row: a log and a negation; one division for the batch mean.
  return satAdd(satAdd(satMul(kCrossEntropy, numel(getLogits())),
                       satMul(2, rows(getLogits()))),
                1);
}

int64_t ReluGradOp::getFlops() { return satMul(kReluGrad, numel(getDx())); }
int64_t GeluGradOp::getFlops() { return satMul(kGeluGrad, numel(getDx())); }
int64_t TanhGradOp::getFlops() { return satMul(kTanhGrad, numel(getDx())); }
int64_t SigmoidGradOp::getFlops() {
  return satMul(kSigmoidGrad, numel(getDx()));
}
int64_t SoftmaxGradOp::getFlops() {
  return satMul(kSoftmaxGrad, numel(getDx()));
}
int64_t LayerNormGradOp::getFlops() {
  return satAdd(satMul(kLayerNormGrad, numel(getDx())),
                satMul(kLayerNormPerRow, rows(getX())));
}
int64_t DropoutGradOp::getFlops() { return satMul(kDropout, numel(getDx())); }
int64_t MseLossGradOp::getFlops() {
  return satMul(kMseLossGrad, numel(getDpred()));
}
int64_t SoftmaxCrossEntropyGradOp::getFlops() {
  return satMul(kCrossEntropyGrad, numel(getDlogits()));
}

/// A checkpoint region costs what its body costs: the leaf ops of the body,
/// nested checkpoints included, each counted once (asking a nested
/// checkpoint for its FLOPs as well would count its body twice per level,
/// and take time exponential in the depth).
int64_t CheckpointOp::getFlops() {
  int64_t total = 0;
  getBody().walk([&](CostModelOpInterface op) {
    if (op->getNumRegions() == 0)
      total = satAdd(total, op.getFlops());
  });
  return total;
}

//===----------------------------------------------------------------------===//
// Scratch memory of the lowering (lib/Conversion/RematToLinalg): temporaries
// an op holds only while it runs.
//===----------------------------------------------------------------------===//

static int64_t elementBytes(Value v) {
  return (cast<RankedTensorType>(v.getType()).getElementTypeBitWidth() + 7) / 8;
}

/// Per-row statistics (max and sum, or sum and sum of squares).
static int64_t rowStats(Value x, int64_t count) {
  return satMul(count, rows(x), elementBytes(x));
}

int64_t SoftmaxOp::getScratchBytes() { return rowStats(getX(), 2); }
int64_t SoftmaxGradOp::getScratchBytes() { return rowStats(getY(), 1); }
/// layernorm's statistics are f64 whatever the element type
/// (NormalizationPatterns.cpp): sum and sum of squares per row; its gradient
/// adds the row sums of g*dy and g*dy*x_hat, and sums dgamma and dbeta in f64
/// vectors before rounding them when the element type is narrower.
static int64_t f64RowStats(Value x, int64_t count) {
  return satMul(count, rows(x), 8);
}
int64_t LayerNormOp::getScratchBytes() { return f64RowStats(getX(), 2); }
int64_t LayerNormGradOp::getScratchBytes() {
  ArrayRef<int64_t> shape = cast<RankedTensorType>(getX().getType()).getShape();
  int64_t vectors = elementBytes(getX()) < 8 && !shape.empty()
                        ? satMul(2, shape.back(), 8)
                        : 0;
  return satAdd(f64RowStats(getX(), 4), vectors);
}
/// mse_loss sums into an f64 scalar, rounded once when the element type is
/// narrower (NormalizationPatterns.cpp).
int64_t MseLossOp::getScratchBytes() {
  return elementBytes(getPred()) < 8 ? 8 : 0;
}
int64_t SoftmaxCrossEntropyOp::getScratchBytes() {
  return rowStats(getLogits(), 2);
}
int64_t SoftmaxCrossEntropyGradOp::getScratchBytes() {
  return rowStats(getLogits(), 2);
}

/// The gemm columns of a convolution with output `out` (N, OH, OW, F) and
/// filter `w` (KH, KW, C, F) of `element`s.
static std::optional<int64_t>
gemmColumnsBytes(ArrayRef<int64_t> out, ArrayRef<int64_t> w, Type element) {
  if (!element.isF32() && !element.isF64())
    return std::nullopt;
  if (w[1] <= 1)
    return std::nullopt;
  return satMul(satAdd(out[1], w[0] - 1), out[2], satMul(w[1], w[2]),
                element.getIntOrFloatBitWidth() / 8);
}

std::optional<int64_t> remat::getGemmColumnsScratchBytes(Operation *op) {
  auto shape = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape();
  };
  auto unitStrides = [](ArrayRef<int64_t> s) {
    return llvm::all_of(s, [](int64_t v) { return v == 1; });
  };
  if (auto conv = dyn_cast<Conv2DOp>(op)) {
    if (conv.getGroups() != 1 || !unitStrides(conv.getStridesOrDefault()))
      return std::nullopt;
    return gemmColumnsBytes(
        shape(conv.getResult()), shape(conv.getFilter()),
        cast<ShapedType>(conv.getInput().getType()).getElementType());
  }
  if (auto grad = dyn_cast<Conv2DGradInputOp>(op)) {
    // A stride-1 convolution over the spread dy with the flipped filter
    // (KH, KW, F, C), giving dx.
    if (grad.getGroups() != 1 || !getDenseGradInputOffsets(grad))
      return std::nullopt;
    ArrayRef<int64_t> w = shape(grad.getFilter());
    int64_t flipped[] = {w[0], w[1], w[3], w[2]};
    return gemmColumnsBytes(
        shape(grad.getResult()), flipped,
        cast<ShapedType>(grad.getDy().getType()).getElementType());
  }
  return std::nullopt;
}

/// The gemm columns, when the op asks for them and they apply.
static int64_t gemmColumnsScratch(Operation *op, bool wanted) {
  if (!wanted)
    return 0;
  return getGemmColumnsScratchBytes(op).value_or(0);
}

/// A padded convolution runs image by image on a zero-padded copy of the
/// image (so that the named, vectorizable convolution applies). A grouped
/// one reads its input in place (GroupedConvPatterns.cpp). With
/// `gemm_columns`, one image's columns too.
int64_t Conv2DOp::getScratchBytes() {
  int64_t columns = gemmColumnsScratch(*this, getGemmColumns());
  SmallVector<int64_t> pad = getPaddingOrDefault();
  if (getGroups() != 1 || llvm::all_of(pad, [](int64_t p) { return p == 0; }))
    return columns;
  ArrayRef<int64_t> x = cast<RankedTensorType>(getInput().getType()).getShape();
  return satAdd(satMul(satAdd(x[1], satAdd(pad[0], pad[1])),
                       satAdd(x[2], satAdd(pad[2], pad[3])), x[3],
                       elementBytes(getInput())),
                columns);
}

std::optional<std::pair<int64_t, int64_t>>
remat::getDenseGradInputOffsets(Conv2DGradInputOp op) {
  ArrayRef<int64_t> dy =
      cast<RankedTensorType>(op.getDy().getType()).getShape();
  ArrayRef<int64_t> w =
      cast<RankedTensorType>(op.getFilter().getType()).getShape();
  ArrayRef<int64_t> dx =
      cast<RankedTensorType>(op.getResult().getType()).getShape();
  SmallVector<int64_t> stride = op.getStridesOrDefault();
  SmallVector<int64_t> pad = op.getPaddingOrDefault();
  int64_t top = w[0] - 1 - pad[0], left = w[1] - 1 - pad[2];
  // The copy has dx's size plus the filter's less one; dy must fit in it.
  if (top < 0 || left < 0 ||
      top + (dy[1] - 1) * stride[0] >= dx[1] + w[0] - 1 ||
      left + (dy[2] - 1) * stride[1] >= dx[2] + w[1] - 1)
    return std::nullopt;
  return std::make_pair(top, left);
}

/// One image's zero-filled copy of dy and the flipped filter (none for a
/// grouped convolution, which gathers from dy in place); with
/// `gemm_columns` one image's columns too.
int64_t Conv2DGradInputOp::getScratchBytes() {
  if (getGroups() != 1 || !getDenseGradInputOffsets(*this))
    return 0;
  int64_t columns = gemmColumnsScratch(*this, getGemmColumns());
  ArrayRef<int64_t> dy = cast<RankedTensorType>(getDy().getType()).getShape();
  ArrayRef<int64_t> w =
      cast<RankedTensorType>(getFilter().getType()).getShape();
  ArrayRef<int64_t> dx =
      cast<RankedTensorType>(getResult().getType()).getShape();
  return satAdd(
      satAdd(satMul(dx[1] + w[0] - 1, dx[2] + w[1] - 1, dy[3],
                    elementBytes(getDy())),
             satMul(w[0], w[1], w[2], w[3], elementBytes(getFilter()))),
      columns);
}

std::optional<GradFilterLayoutKind>
remat::parseGradFilterLayoutKind(StringRef name) {
  if (name == "direct")
    return GradFilterLayoutKind::Direct;
  if (name == "spread")
    return GradFilterLayoutKind::Spread;
  return std::nullopt;
}

StringRef remat::stringifyGradFilterLayoutKind(GradFilterLayoutKind kind) {
  return kind == GradFilterLayoutKind::Direct ? "direct" : "spread";
}

static GradFilterLayout gradFilterLayout(Conv2DGradFilterOp op,
                                         GradFilterLayoutKind kind) {
  ArrayRef<int64_t> x =
      cast<RankedTensorType>(op.getInput().getType()).getShape();
  ArrayRef<int64_t> w =
      cast<RankedTensorType>(op.getResult().getType()).getShape();
  SmallVector<int64_t> stride = op.getStridesOrDefault();
  SmallVector<int64_t> pad = op.getPaddingOrDefault();
  GradFilterLayout layout;
  layout.kind = kind;
  layout.unitStride = stride[0] == 1 && stride[1] == 1;
  layout.paddedWidth = satAdd(x[2], satAdd(pad[2], pad[3]));
  layout.extraRow = layout.unitStride && w[1] > 1 ? 1 : 0;
  return layout;
}

/// Per image. Direct: one position's window. Spread: at unit stride the
/// zero-padded copy (with its extra row; none for an unpadded 1-wide
/// filter, which reads the image in place) and dy spread to the padded
/// width (none when that is dy's width); strided, the padded copy (when
/// padded) and one position's strided window, copied unless it is
/// contiguous already.
int64_t remat::getGradFilterScratchBytes(Conv2DGradFilterOp op,
                                         GradFilterLayoutKind kind) {
  if (op.getGroups() != 1)
    return 0;
  ArrayRef<int64_t> x =
      cast<RankedTensorType>(op.getInput().getType()).getShape();
  ArrayRef<int64_t> dy =
      cast<RankedTensorType>(op.getDy().getType()).getShape();
  int64_t bytes = elementBytes(op.getInput());
  int64_t window = satMul(dy[1], dy[2], x[3], bytes);
  if (kind == GradFilterLayoutKind::Direct)
    return window;
  SmallVector<int64_t> stride = op.getStridesOrDefault();
  SmallVector<int64_t> pad = op.getPaddingOrDefault();
  GradFilterLayout layout = gradFilterLayout(op, kind);
  int64_t wp = layout.paddedWidth;
  int64_t below = satAdd(pad[1], layout.extraRow);
  int64_t padded = 0;
  if (pad[0] != 0 || below != 0 || pad[2] != 0 || pad[3] != 0)
    padded = satMul(satAdd(x[1], satAdd(pad[0], below)), wp, x[3], bytes);
  if (layout.unitStride) {
    int64_t spread =
        wp == dy[2] ? 0 : satMul(dy[1], wp, dy[3], elementBytes(op.getDy()));
    return satAdd(padded, spread);
  }
  // The window's pixels are (ho * sh, wo * sw) of a wp-wide image.
  bool contiguous = (dy[2] == 1 || stride[1] == 1) &&
                    (dy[1] == 1 || satMul(stride[0], wp) == dy[2]);
  return satAdd(padded, contiguous ? 0 : window);
}

GradFilterLayout remat::getGradFilterLayout(Conv2DGradFilterOp op) {
  if (std::optional<StringRef> name = op.getLayout())
    if (std::optional<GradFilterLayoutKind> kind =
            parseGradFilterLayoutKind(*name))
      return gradFilterLayout(op, *kind);
  bool spreadFits =
      getGradFilterScratchBytes(op, GradFilterLayoutKind::Spread) <=
      getGradFilterScratchBytes(op, GradFilterLayoutKind::Direct);
  return gradFilterLayout(op, spreadFits ? GradFilterLayoutKind::Spread
                                         : GradFilterLayoutKind::Direct);
}

/// The layout's (getGradFilterLayout): by default the one with less.
int64_t Conv2DGradFilterOp::getScratchBytes() {
  return getGradFilterScratchBytes(*this, getGradFilterLayout(*this).kind);
}

/// A window-shaped operand gives the loops their bounds.
bool remat::poolReadsWindowSlices(ArrayRef<int64_t> window,
                                  ArrayRef<int64_t> padding) {
  return llvm::all_of(padding, [](int64_t p) { return p == 0; }) &&
         window.size() == 2 && window[0] > 0 && window[1] > 0 &&
         window[0] <= kMaxSlicedPoolWindow &&
         window[1] <= kMaxSlicedPoolWindow &&
         window[0] * window[1] <= kMaxSlicedPoolWindow;
}

bool remat::poolGradScattersSlices(MaxPool2DGradOp op) {
  SmallVector<int64_t> window = op.getWindowOrDefault();
  SmallVector<int64_t> strides = op.getStridesOrDefault();
  return poolReadsWindowSlices(window, op.getPaddingOrDefault()) &&
         strides[0] >= window[0] && strides[1] >= window[1];
}

/// The window operand of the gather (none where the windows are slices).
int64_t MaxPool2DOp::getScratchBytes() {
  SmallVector<int64_t> window = getWindowOrDefault();
  if (poolReadsWindowSlices(window, getPaddingOrDefault()))
    return 0;
  return satMul(window[0], window[1], elementBytes(getX()));
}

/// The position (i64) of each window's maximum, and the window operand of
/// the gathers (none on the sliced path).
int64_t MaxPool2DGradOp::getScratchBytes() {
  SmallVector<int64_t> window = getWindowOrDefault();
  int64_t positions = satMul(numel(getDy()), 8);
  if (poolGradScattersSlices(*this))
    return positions;
  return satAdd(positions, satMul(window[0], window[1], elementBytes(getDy())));
}

int64_t UpsampleNearest2DGradOp::getScratchBytes() {
  SmallVector<int64_t> scale = getScaleOrDefault();
  return satMul(scale[0], scale[1], elementBytes(getDy()));
}

//===----------------------------------------------------------------------===//
// Roofline class: contractions run at the matrix rate.
//===----------------------------------------------------------------------===//

ComputeClass MatmulOp::getComputeClass() { return ComputeClass::Matrix; }
ComputeClass Conv2DOp::getComputeClass() { return ComputeClass::Matrix; }
ComputeClass Conv2DGradInputOp::getComputeClass() {
  return ComputeClass::Matrix;
}
ComputeClass Conv2DGradFilterOp::getComputeClass() {
  return ComputeClass::Matrix;
}
