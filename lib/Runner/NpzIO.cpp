//===- NpzIO.cpp - NumPy .npz reading and writing for remat-run -----------===//
#include "remat/Runner/NpzIO.h"

#include "remat/Runner/InputGenerator.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CRC.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;
using llvm::StringRef;

static llvm::Error error(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

static uint64_t readLE(const char *p, unsigned bytes) {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; ++i)
    v |= static_cast<uint64_t>(static_cast<uint8_t>(p[i])) << (8 * i);
  return v;
}

static void writeLE(llvm::raw_ostream &os, uint64_t v, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i)
    os << static_cast<char>((v >> (8 * i)) & 0xff);
}

//===----------------------------------------------------------------------===//
// .npy
//===----------------------------------------------------------------------===//

/// The quoted value after `'key':` in a .npy header dict, or its raw text up
/// to the closing bracket for the shape tuple.
static std::optional<StringRef> headerField(StringRef header, StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + key.size() + 2).ltrim(" :");
  if (rest.starts_with("'")) {
    size_t end = rest.find('\'', 1);
    if (end == StringRef::npos)
      return std::nullopt;
    return rest.slice(1, end);
  }
  if (rest.starts_with("(")) {
    size_t end = rest.find(')');
    if (end == StringRef::npos)
      return std::nullopt;
    return rest.slice(1, end);
  }
  size_t end = rest.find_first_of(",}");
  return rest.take_front(end).trim();
}

static llvm::Expected<remat::NpyArray> parseNpy(StringRef name,
                                                StringRef bytes) {
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10)
    return error(name + " is not a .npy array");
  unsigned major = static_cast<uint8_t>(bytes[6]);
  unsigned lenBytes = major == 1 ? 2 : 4;
  uint64_t headerLen = readLE(bytes.data() + 8, lenBytes);
  size_t start = 8 + lenBytes;
  if (start + headerLen > bytes.size())
    return error(name + ": truncated .npy header");
  StringRef header = bytes.substr(start, headerLen);
  remat::NpyArray array;
  array.name = name.str();
  auto descr = headerField(header, "descr");
  auto fortran = headerField(header, "fortran_order");
  auto shape = headerField(header, "shape");
  if (!descr || !fortran || !shape)
    return error(name + ": cannot parse the .npy header '" + header.rtrim() +
                 "'");
  if (*fortran != "False")
    return error(name + " is in Fortran order; save a C-order array");
  array.descr = descr->str();
  SmallVector<StringRef> dims;
  shape->split(dims, ',', -1, /*KeepEmpty=*/false);
  for (StringRef d : dims) {
    int64_t v;
    if (d.trim().getAsInteger(10, v))
      return error(name + ": bad shape (" + *shape + ")");
    array.shape.push_back(v);
  }
  StringRef data = bytes.drop_front(start + headerLen);
  array.data.assign(data.begin(), data.end());
  return array;
}

static std::string npyHeader(const remat::NpyArray &array) {
  std::string shape;
  for (int64_t d : array.shape)
    shape += std::to_string(d) + ", ";
  if (array.shape.size() > 1)
    shape.resize(shape.size() - 2);
  else if (array.shape.size() == 1)
    shape.resize(shape.size() - 1);
  std::string dict = llvm::formatv("{{'descr': '{0}', 'fortran_order': "
                                   "False, 'shape': ({1}), }",
                                   array.descr, shape)
                         .str();
  // Magic (6) + version (2) + length (2) + dict + padding + '\n': a
  // multiple of 64 bytes.
  size_t total = 10 + dict.size() + 1;
  dict.append((64 - total % 64) % 64, ' ');
  dict += '\n';
  std::string out = "\x93NUMPY\x01";
  out += '\0';
  out += static_cast<char>(dict.size() & 0xff);
  out += static_cast<char>(dict.size() >> 8);
  return out + dict;
}

//===----------------------------------------------------------------------===//
// .npz (zip)
//===----------------------------------------------------------------------===//

llvm::Expected<std::vector<remat::NpyArray>>
remat::readNpz(llvm::StringRef path) {
  auto fileOrError = llvm::MemoryBuffer::getFile(path);
  if (!fileOrError)
    return error("cannot read " + path + ": " +
                 fileOrError.getError().message());
  StringRef file = (*fileOrError)->getBuffer();
  auto bad = [&](const llvm::Twine &why) {
    return error(path + " is not a readable .npz archive: " + why);
  };
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  size_t eocd = StringRef::npos;
  if (file.size() >= 22) {
    size_t lowest = file.size() > 65557 ? file.size() - 65557 : 0;
    for (size_t i = file.size() - 21; i-- > lowest;) {
      if (readLE(file.data() + i, 4) == 0x06054b50) {
        eocd = i;
        break;
      }
    }
  }
  if (eocd == StringRef::npos)
    return bad("no end of central directory");
  uint64_t entries = readLE(file.data() + eocd + 10, 2);
  uint64_t cdOffset = readLE(file.data() + eocd + 16, 4);
  if ((entries == 0xffff || cdOffset == 0xffffffff) && eocd >= 20 &&
      readLE(file.data() + eocd - 20, 4) == 0x07064b50) {
    uint64_t z64 = readLE(file.data() + eocd - 20 + 8, 8);
    if (z64 + 56 > file.size() || readLE(file.data() + z64, 4) != 0x06064b50)
      return bad("bad zip64 end of central directory");
    entries = readLE(file.data() + z64 + 32, 8);
    cdOffset = readLE(file.data() + z64 + 48, 8);
  }
  std::vector<NpyArray> arrays;
  uint64_t at = cdOffset;
  for (uint64_t e = 0; e < entries; ++e) {
    if (at + 46 > file.size() || readLE(file.data() + at, 4) != 0x02014b50)
      return bad("bad central directory entry");
    const char *cd = file.data() + at;
    unsigned method = readLE(cd + 10, 2);
    uint64_t compressed = readLE(cd + 20, 4);
    uint64_t size = readLE(cd + 24, 4);
    unsigned nameLen = readLE(cd + 28, 2), extraLen = readLE(cd + 30, 2),
             commentLen = readLE(cd + 32, 2);
    uint64_t local = readLE(cd + 42, 4);
    if (at + 46 + nameLen + extraLen > file.size())
      return bad("truncated central directory");
    StringRef name(cd + 46, nameLen);
    // zip64: the 0xffffffff fields follow, in order, in extra field 0x0001.
    for (const char *x = cd + 46 + nameLen, *end = x + extraLen; x + 4 <= end;
         x += 4 + readLE(x + 2, 2)) {
      if (readLE(x, 2) != 1)
        continue;
      const char *v = x + 4;
      if (size == 0xffffffff) {
        size = readLE(v, 8);
        v += 8;
      }
      if (compressed == 0xffffffff) {
        compressed = readLE(v, 8);
        v += 8;
      }
      if (local == 0xffffffff)
        local = readLE(v, 8);
    }
    if (method != 0)
      return error(path + ": member " + name +
                   " is compressed (np.savez_compressed); write the file "
                   "with np.savez");
    if (local + 30 > file.size() ||
        readLE(file.data() + local, 4) != 0x04034b50)
      return bad("bad local header of " + name);
    uint64_t data = local + 30 + readLE(file.data() + local + 26, 2) +
                    readLE(file.data() + local + 28, 2);
    if (data + size > file.size())
      return bad("member " + name + " is truncated");
    StringRef key = name;
    key.consume_back(".npy");
    auto array = parseNpy(key, file.substr(data, size));
    if (!array)
      return array.takeError();
    arrays.push_back(std::move(*array));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return arrays;
}

llvm::Error remat::writeNpz(llvm::StringRef path,
                            llvm::ArrayRef<NpyArray> arrays) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return error("cannot write " + path + ": " + ec.message());
  struct Entry {
    std::string name;
    uint32_t crc;
    uint64_t size, offset;
  };
  std::vector<Entry> entries;
  uint64_t offset = 0;
  for (const NpyArray &array : arrays) {
    std::string member = npyHeader(array);
    member.append(array.data.begin(), array.data.end());
    if (member.size() >= 0xffffffffu || offset >= 0xffffffffu)
      return error("cannot write " + path +
                   ": more than 4 GiB needs zip64, not implemented");
    Entry entry{array.name + ".npy",
                llvm::crc32(llvm::arrayRefFromStringRef(member)), member.size(),
                offset};
    // Local header: version 2.0, no flags, stored, no time stamp.
    writeLE(os, 0x04034b50, 4);
    writeLE(os, 20, 2);
    writeLE(os, 0, 2);
    writeLE(os, 0, 2);
    writeLE(os, 0, 4);
    writeLE(os, entry.crc, 4);
    writeLE(os, entry.size, 4);
    writeLE(os, entry.size, 4);
    writeLE(os, entry.name.size(), 2);
    writeLE(os, 0, 2);
    os << entry.name << member;
    offset += 30 + entry.name.size() + member.size();
    entries.push_back(std::move(entry));
  }
  uint64_t cdStart = offset;
  for (const Entry &entry : entries) {
    writeLE(os, 0x02014b50, 4);
    writeLE(os, 20, 2); // made by
    writeLE(os, 20, 2); // needed
    writeLE(os, 0, 2);  // flags
    writeLE(os, 0, 2);  // stored
    writeLE(os, 0, 4);  // time, date
    writeLE(os, entry.crc, 4);
    writeLE(os, entry.size, 4);
    writeLE(os, entry.size, 4);
    writeLE(os, entry.name.size(), 2);
    writeLE(os, 0, 2); // extra
    writeLE(os, 0, 2); // comment
    writeLE(os, 0, 2); // disk
    writeLE(os, 0, 2); // internal attributes
    writeLE(os, 0, 4); // external attributes
    writeLE(os, entry.offset, 4);
    os << entry.name;
    offset += 46 + entry.name.size();
  }
  writeLE(os, 0x06054b50, 4);
  writeLE(os, 0, 4);
  writeLE(os, entries.size(), 2);
  writeLE(os, entries.size(), 2);
  writeLE(os, offset - cdStart, 4);
  writeLE(os, cdStart, 4);
  writeLE(os, 0, 2);
  os.close();
  if (os.has_error())
    return error("cannot write " + path + ": " + os.error().message());
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Conversions between arrays and tensors
//===----------------------------------------------------------------------===//

/// The semantics of a little-endian float dtype, or null.
static const llvm::fltSemantics *floatDescr(StringRef descr) {
  if (descr == "<f2")
    return &llvm::APFloat::IEEEhalf();
  if (descr == "<f4")
    return &llvm::APFloat::IEEEsingle();
  if (descr == "<f8")
    return &llvm::APFloat::IEEEdouble();
  return nullptr;
}

static const llvm::fltSemantics &semanticsOf(Type element) {
  return cast<FloatType>(element).getFloatSemantics();
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "(";
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(shape, os);
  return s + ")";
}

const remat::NpyArray *remat::findArgumentArray(ArrayRef<NpyArray> arrays,
                                                StringRef name,
                                                unsigned index) {
  for (std::string key : {name.str(), "arg" + std::to_string(index),
                          "arr_" + std::to_string(index)}) {
    if (key.empty())
      continue;
    for (const NpyArray &array : arrays)
      if (array.name == key)
        return &array;
  }
  return nullptr;
}

/// Bytes and signedness of an integer dtype string, or 0 bytes for none.
static std::pair<unsigned, bool> intDescr(StringRef descr) {
  if (descr == "<i4")
    return {4, true};
  if (descr == "<i8")
    return {8, true};
  if (descr == "|u1" || descr == "|b1")
    return {1, false};
  return {0, false};
}

/// Integer arrays into an i32 or i64 argument: each value must fit.
static llvm::Error copyToIntTensor(const remat::NpyArray &array,
                                   RankedTensorType type, void *data) {
  auto [fromBytes, isSigned] = intDescr(array.descr);
  if (!fromBytes)
    return error(llvm::formatv("array '{0}' has dtype '{1}'; integer "
                               "arguments read <i4, <i8, |u1 or |b1",
                               array.name, array.descr));
  int64_t count = type.getNumElements();
  if (array.data.size() != static_cast<size_t>(count) * fromBytes)
    return error(llvm::formatv("array '{0}' holds {1} bytes, not {2}",
                               array.name, array.data.size(),
                               count * fromBytes));
  unsigned toBits = type.getElementTypeBitWidth();
  for (int64_t i = 0; i < count; ++i) {
    uint64_t raw = readLE(array.data.data() + i * fromBytes, fromBytes);
    int64_t v = isSigned ? llvm::SignExtend64(raw, fromBytes * 8)
                         : static_cast<int64_t>(raw);
    if (toBits == 32) {
      if (v < INT32_MIN || v > INT32_MAX)
        return error(llvm::formatv("array '{0}' element {1} ({2}) does not "
                                   "fit in i32",
                                   array.name, i, v));
      auto narrow = static_cast<int32_t>(v);
      std::memcpy(static_cast<char *>(data) + i * 4, &narrow, 4);
    } else {
      std::memcpy(static_cast<char *>(data) + i * 8, &v, 8);
    }
  }
  return llvm::Error::success();
}

llvm::Error remat::copyToTensor(const NpyArray &array, RankedTensorType type,
                                void *data) {
  if (ArrayRef<int64_t>(array.shape) != type.getShape())
    return error(llvm::formatv("array '{0}' has shape {1}, the argument {2}",
                               array.name, shapeString(array.shape),
                               shapeString(type.getShape())));
  if (isa<IntegerType>(type.getElementType()))
    return copyToIntTensor(array, type, data);
  const llvm::fltSemantics *from = floatDescr(array.descr);
  if (!from || !isa<FloatType>(type.getElementType()))
    return error(llvm::formatv("array '{0}' has dtype '{1}'; float arguments "
                               "read <f2, <f4 or <f8",
                               array.name, array.descr));
  unsigned fromBytes = llvm::APFloat::getSizeInBits(*from) / 8;
  int64_t count = type.getNumElements();
  if (array.data.size() != static_cast<size_t>(count) * fromBytes)
    return error(llvm::formatv("array '{0}' holds {1} bytes, not {2}",
                               array.name, array.data.size(),
                               count * fromBytes));
  const llvm::fltSemantics &to = semanticsOf(type.getElementType());
  unsigned toBytes = getElementBytes(type.getElementType());
  if (from == &to) {
    std::memcpy(data, array.data.data(), array.data.size());
    return llvm::Error::success();
  }
  for (int64_t i = 0; i < count; ++i) {
    llvm::APInt bits(fromBytes * 8,
                     readLE(array.data.data() + i * fromBytes, fromBytes));
    llvm::APFloat f(*from, bits);
    bool losesInfo;
    f.convert(to, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
    uint64_t out = f.bitcastToAPInt().getZExtValue();
    std::memcpy(static_cast<char *>(data) + i * toBytes, &out, toBytes);
  }
  return llvm::Error::success();
}

remat::NpyArray remat::makeNpyArray(StringRef name, RankedTensorType type,
                                    ArrayRef<char> packed) {
  NpyArray array;
  array.name = name.str();
  array.shape.assign(type.getShape().begin(), type.getShape().end());
  Type element = type.getElementType();
  if (element.isInteger(32) || element.isInteger(64)) {
    array.descr = element.isInteger(32) ? "<i4" : "<i8";
    array.data.assign(packed.begin(), packed.end());
    return array;
  }
  if (element.isF16() || element.isF32() || element.isF64()) {
    array.descr = element.isF16() ? "<f2" : element.isF32() ? "<f4" : "<f8";
    array.data.assign(packed.begin(), packed.end());
    return array;
  }
  // bf16 (and any other float): exactly representable in f32.
  array.descr = "<f4";
  int64_t count = type.getNumElements();
  array.data.resize(count * 4);
  for (int64_t i = 0; i < count; ++i) {
    float v = static_cast<float>(readElement(packed.data(), element, i));
    std::memcpy(array.data.data() + i * 4, &v, 4);
  }
  return array;
}
