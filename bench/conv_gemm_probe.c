// Probe: ways to run resnet-8's first-stage convolution (N=8, 32x32,
// C=F=16, 3x3, padding 1, stride 1) as cblas_sgemm calls, timed in
// alternating rounds (median and range of the rounds, CPU ms of the
// calling thread per convolution: on a shared machine wall time also counts
// the time the probe waits for a core).
//
//   cc -O2 bench/conv_gemm_probe.c -lopenblas -lm -o /tmp/conv_gemm_probe
//   OPENBLAS_NUM_THREADS=1 /tmp/conv_gemm_probe [rounds] [reps]
//
// Forward (the input gradient is the same convolution of the flipped
// filter over the spread dy):
//   rows:   per (image, output row, kh, kw) one OW x F x C gemm (today's);
//   spread: per (image, kh, kw) one gemm over all output rows at the padded
//           width (M = OH*Wp - (Wp-OW)) into an OH x Wp x F spread, then a
//           compaction copy into out;
//   batch:  the same over the whole padded batch (M ~ N*Hp*Wp);
//   im2col: per image, patches [OH*OW, KH*KW*C] x [KH*KW*C, F];
//   kwcols: per image the KW pixels of each (input row, output column) side
//           by side (Hp x OW x KW*C), then per kh one gemm
//           (OH*OW) x F x (KW*C); kwcols1/4: one gemm per 1 or 4 output
//           rows and kh; im2col1/4: im2col of 1 or 4 output rows at a time;
//           g-*: the gemms alone.
// Filter gradient (unit stride, spread layout, as lowered today):
//   fpos:   per (image, kh, kw) dW[kh,kw] (C x F) += win^T (C x OH*Wp) *
//           dy spread (OH*Wp x F);
//   fbatch: per (kh, kw) one gemm over the whole padded batch;
//   fkwcols: per (image, kh) dW[kh] (KW*C x F) += cols^T * dy.
// OPENBLAS_CORETYPE picks the kernels (Zen: the AVX2 ones).
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { N = 8, H = 32, W = 32, C = 16, F = 16, K = 3, P = 1 };
enum { Hp = H + 2 * P, Wp = W + 2 * P, OH = H, OW = W };
// One zero row more below, so that the last spread rows read inside.
enum { HpX = Hp + 1 };

static float *in, *padded, *filter, *out, *ref, *spread, *patches, *dy, *dyWide,
    *dw, *dwRef, *paddedBatch, *dyWideBatch, *spreadBatch;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static void padImage(int n, float *dst) {
  memset(dst, 0, sizeof(float) * HpX * Wp * C);
  for (int h = 0; h < H; ++h)
    memcpy(dst + ((h + P) * Wp + P) * C, in + ((n * H + h) * W) * C,
           sizeof(float) * W * C);
}

static void fwdRows(void) {
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    float *o = out + n * OH * OW * F;
    for (int oh = 0; oh < OH; ++oh)
      for (int kh = 0; kh < K; ++kh)
        for (int kw = 0; kw < K; ++kw)
          cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OW, F, C, 1.f,
                      padded + ((oh + kh) * Wp + kw) * C, C,
                      filter + (kh * K + kw) * C * F, F, (kh | kw) ? 1.f : 0.f,
                      o + oh * OW * F, F);
  }
}

static void compact(const float *s, float *o) {
  for (int oh = 0; oh < OH; ++oh)
    memcpy(o + oh * OW * F, s + oh * Wp * F, sizeof(float) * OW * F);
}

static void fwdSpread(void) {
  const int m = OH * Wp - (Wp - OW);
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    for (int kh = 0; kh < K; ++kh)
      for (int kw = 0; kw < K; ++kw)
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, F, C, 1.f,
                    padded + (kh * Wp + kw) * C, C,
                    filter + (kh * K + kw) * C * F, F, (kh | kw) ? 1.f : 0.f,
                    spread, F);
    compact(spread, out + n * OH * OW * F);
  }
}

static void fwdBatch(void) {
  // Images Hp rows apart; output row r = (n * Hp + oh) * Wp + ow.
  const int m = (N - 1) * Hp * Wp + OH * Wp - (Wp - OW);
  for (int n = 0; n < N; ++n)
    padImage(n, paddedBatch + n * Hp * Wp * C); // rows Hp..HpX overlap next
  for (int kh = 0; kh < K; ++kh)
    for (int kw = 0; kw < K; ++kw)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, F, C, 1.f,
                  paddedBatch + (kh * Wp + kw) * C, C,
                  filter + (kh * K + kw) * C * F, F, (kh | kw) ? 1.f : 0.f,
                  spreadBatch, F);
  for (int n = 0; n < N; ++n)
    compact(spreadBatch + n * Hp * Wp * F, out + n * OH * OW * F);
}

static void fwdIm2col(void) {
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    for (int oh = 0; oh < OH; ++oh)
      for (int ow = 0; ow < OW; ++ow)
        for (int kh = 0; kh < K; ++kh)
          memcpy(patches + ((oh * OW + ow) * K * K + kh * K) * C,
                 padded + ((oh + kh) * Wp + ow) * C, sizeof(float) * K * C);
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OH * OW, F,
                K * K * C, 1.f, patches, K * K * C, filter, F, 0.f,
                out + n * OH * OW * F, F);
  }
}

// The image's pixels with their KW right neighbours side by side:
// cols[h][ow] = padded[h][ow .. ow + KW - 1] (KW * C values), Hp x OW.
static float *cols;
static void kwCols(void) {
  for (int h = 0; h < Hp; ++h)
    for (int ow = 0; ow < OW; ++ow)
      memcpy(cols + (h * OW + ow) * K * C, padded + (h * Wp + ow) * C,
             sizeof(float) * K * C);
}

static void fwdKwCols(void) {
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    kwCols();
    for (int kh = 0; kh < K; ++kh)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OH * OW, F, K * C,
                  1.f, cols + kh * OW * K * C, K * C, filter + kh * K * C * F,
                  F, kh ? 1.f : 0.f, out + n * OH * OW * F, F);
  }
}

// The same columns, one gemm per (image, `rows` output rows, kh).
static void fwdKwColBlocks(int rows) {
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    kwCols();
    float *o = out + n * OH * OW * F;
    for (int oh0 = 0; oh0 < OH; oh0 += rows)
      for (int kh = 0; kh < K; ++kh)
        cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, rows * OW, F,
                    K * C, 1.f, cols + (oh0 + kh) * OW * K * C, K * C,
                    filter + kh * K * C * F, F, kh ? 1.f : 0.f,
                    o + oh0 * OW * F, F);
  }
}
static void fwdKwCols1(void) { fwdKwColBlocks(1); }
static void fwdKwCols4(void) { fwdKwColBlocks(4); }

static void gemmIm2colOnly(void) {
  for (int n = 0; n < N; ++n)
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OH * OW, F,
                K * K * C, 1.f, patches, K * K * C, filter, F, 0.f,
                out + n * OH * OW * F, F);
}

static void gemmKwColsOnly(void) {
  for (int n = 0; n < N; ++n)
    for (int kh = 0; kh < K; ++kh)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, OH * OW, F, K * C,
                  1.f, cols + kh * OW * K * C, K * C, filter + kh * K * C * F,
                  F, kh ? 1.f : 0.f, out + n * OH * OW * F, F);
}

static void filterKwCols(void) {
  memset(dw, 0, sizeof(float) * K * K * C * F);
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    kwCols();
    for (int kh = 0; kh < K; ++kh)
      cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, K * C, F, OH * OW,
                  1.f, cols + kh * OW * K * C, K * C, dy + n * OH * OW * F, F,
                  1.f, dw + kh * K * C * F, F);
  }
}

// Im2col of `rows` output rows at a time: (rows * OW) x (KH * KW * C).
static void fwdRowBlocks(int rows) {
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    float *o = out + n * OH * OW * F;
    for (int oh0 = 0; oh0 < OH; oh0 += rows) {
      for (int r = 0; r < rows; ++r)
        for (int ow = 0; ow < OW; ++ow)
          for (int kh = 0; kh < K; ++kh)
            memcpy(patches + ((r * OW + ow) * K * K + kh * K) * C,
                   padded + ((oh0 + r + kh) * Wp + ow) * C,
                   sizeof(float) * K * C);
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, rows * OW, F,
                  K * K * C, 1.f, patches, K * K * C, filter, F, 0.f,
                  o + oh0 * OW * F, F);
    }
  }
}
static void fwdRow1(void) { fwdRowBlocks(1); }
static void fwdRow4(void) { fwdRowBlocks(4); }

static void spreadDy(int n, float *dst) {
  memset(dst, 0, sizeof(float) * OH * Wp * F);
  for (int oh = 0; oh < OH; ++oh)
    memcpy(dst + oh * Wp * F, dy + (n * OH + oh) * OW * F,
           sizeof(float) * OW * F);
}

static void filterPositions(void) {
  memset(dw, 0, sizeof(float) * K * K * C * F);
  for (int n = 0; n < N; ++n) {
    padImage(n, padded);
    spreadDy(n, dyWide);
    for (int kh = 0; kh < K; ++kh)
      for (int kw = 0; kw < K; ++kw)
        cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, C, F, OH * Wp, 1.f,
                    padded + (kh * Wp + kw) * C, C, dyWide, F, 1.f,
                    dw + (kh * K + kw) * C * F, F);
  }
}

static void filterBatch(void) {
  // dy spread to Hp x Wp per image (zero rows between images).
  for (int n = 0; n < N; ++n) {
    padImage(n, paddedBatch + n * Hp * Wp * C);
    memset(dyWideBatch + n * Hp * Wp * F, 0, sizeof(float) * Hp * Wp * F);
    for (int oh = 0; oh < OH; ++oh)
      memcpy(dyWideBatch + (n * Hp + oh) * Wp * F, dy + (n * OH + oh) * OW * F,
             sizeof(float) * OW * F);
  }
  const int rows = (N - 1) * Hp * Wp + OH * Wp;
  for (int kh = 0; kh < K; ++kh)
    for (int kw = 0; kw < K; ++kw)
      cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, C, F, rows, 1.f,
                  paddedBatch + (kh * Wp + kw) * C, C, dyWideBatch, F, 0.f,
                  dw + (kh * K + kw) * C * F, F);
}

static double maxDiff(const float *a, const float *b, int count) {
  double d = 0;
  for (int i = 0; i < count; ++i) {
    double e = a[i] - b[i];
    if (e < 0)
      e = -e;
    if (e > d)
      d = e;
  }
  return d;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 7;
  int reps = argc > 2 ? atoi(argv[2]) : 20;
  srand(1);
#define ALLOC(p, count) p = calloc((count), sizeof(float));
  ALLOC(in, N * H * W * C);
  ALLOC(padded, HpX * Wp * C);
  ALLOC(filter, K * K * C * F);
  ALLOC(out, N * OH * OW * F);
  ALLOC(ref, N * OH * OW * F);
  ALLOC(spread, OH * Wp * F);
  ALLOC(patches, OH * OW * K * K * C);
  ALLOC(cols, Hp * OW * K * C);
  ALLOC(dy, N * OH * OW * F);
  ALLOC(dyWide, OH * Wp * F);
  ALLOC(dw, K * K * C * F);
  ALLOC(dwRef, K * K * C * F);
  ALLOC(paddedBatch, (N * Hp + 1) * Wp * C);
  ALLOC(dyWideBatch, N * Hp * Wp * F);
  ALLOC(spreadBatch, N * Hp * Wp * F);
  for (int i = 0; i < N * H * W * C; ++i)
    in[i] = rand() / (float)RAND_MAX - 0.5f;
  for (int i = 0; i < K * K * C * F; ++i)
    filter[i] = rand() / (float)RAND_MAX - 0.5f;
  for (int i = 0; i < N * OH * OW * F; ++i)
    dy[i] = rand() / (float)RAND_MAX - 0.5f;

  fwdRows();
  memcpy(ref, out, sizeof(float) * N * OH * OW * F);
  filterPositions();
  memcpy(dwRef, dw, sizeof(float) * K * K * C * F);

  struct {
    const char *name;
    void (*fn)(void);
    int filter;
  } variants[] = {{"rows", fwdRows, 0},
                  {"spread", fwdSpread, 0},
                  {"batch", fwdBatch, 0},
                  {"im2col", fwdIm2col, 0},
                  {"kwcols", fwdKwCols, 0},
                  {"g-im2col", gemmIm2colOnly, 0},
                  {"g-kwcols", gemmKwColsOnly, 0},
                  {"kwcols1", fwdKwCols1, 0},
                  {"kwcols4", fwdKwCols4, 0},
                  {"im2col1", fwdRow1, 0},
                  {"im2col4", fwdRow4, 0},
                  {"fpos", filterPositions, 1},
                  {"fbatch", filterBatch, 1},
                  {"fkwcols", filterKwCols, 1}};
  enum { V = sizeof(variants) / sizeof(variants[0]) };
  double times[V][64];
  if (rounds > 64)
    rounds = 64;
  for (int r = 0; r < rounds; ++r)
    for (int v = 0; v < V; ++v) {
      variants[v].fn(); // warm
      double t0 = now();
      for (int i = 0; i < reps; ++i)
        variants[v].fn();
      times[v][r] = (now() - t0) / reps;
    }
  for (int v = 0; v < V; ++v) {
    variants[v].fn();
    double d = variants[v].filter ? maxDiff(dw, dwRef, K * K * C * F)
                                  : maxDiff(out, ref, N * OH * OW * F);
    qsort(times[v], rounds, sizeof(double), cmp);
    printf("%-8s %7.3f ms [%.3f-%.3f]  max |diff| vs %s %.2g\n",
           variants[v].name, times[v][rounds / 2], times[v][0],
           times[v][rounds - 1], variants[v].filter ? "fpos" : "rows", d);
  }
  return 0;
}
