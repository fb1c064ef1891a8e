//===- NpzIO.h - NumPy .npz reading and writing for remat-run ---*- C++ -*-===//
//
// Reads the arrays of an uncompressed .npz archive (what `np.savez` writes:
// a zip of .npy files, zip64 records included) and writes one that `np.load`
// reads back. Only little-endian, C-order float arrays (`<f2`, `<f4`, `<f8`)
// and integer arrays (`<i4`, `<i8`, `|u1`, `|b1`) are read; compressed
// archives (`np.savez_compressed`) are rejected with an error.
//
//===----------------------------------------------------------------------===//
#ifndef REMAT_RUNNER_NPZIO_H
#define REMAT_RUNNER_NPZIO_H

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace remat {

/// One array of an .npz archive, its elements in C order.
struct NpyArray {
  std::string name;  ///< The archive member's name without ".npy".
  std::string descr; ///< NumPy's dtype string, e.g. "<f4".
  llvm::SmallVector<int64_t> shape;
  std::vector<char> data;
};

/// Reads every array of the .npz file at `path`.
llvm::Expected<std::vector<NpyArray>> readNpz(llvm::StringRef path);

/// Writes `arrays` as an uncompressed .npz file at `path`.
llvm::Error writeNpz(llvm::StringRef path, llvm::ArrayRef<NpyArray> arrays);

/// The array that feeds argument `index` named `name` (empty when the
/// argument has no `remat.name`): the key `name`, else `arg<index>`, else
/// `arr_<index>` (np.savez's name for its positional arrays); null if none.
const NpyArray *findArgumentArray(llvm::ArrayRef<NpyArray> arrays,
                                  llvm::StringRef name, unsigned index);

/// Copies `array` into `data`, a buffer of `type`'s elements: the shapes must
/// be equal; float elements are converted to the element type
/// (round-to-nearest-even; exact when the dtypes agree); integer arrays feed
/// i32 and i64 arguments when every value fits.
llvm::Error copyToTensor(const NpyArray &array, mlir::RankedTensorType type,
                         void *data);

/// An array named `name` of `packed` elements of `type` in C order. Float
/// types other than f16, f32 and f64 (NumPy has no bf16) are widened to f32;
/// i32 and i64 are written as `<i4` and `<i8`.
NpyArray makeNpyArray(llvm::StringRef name, mlir::RankedTensorType type,
                      llvm::ArrayRef<char> packed);

} // namespace remat

#endif // REMAT_RUNNER_NPZIO_H
