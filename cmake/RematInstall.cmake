# Installs headers, libraries, tools and a CMake package so another project can
# `find_package(Remat CONFIG)` and link the dialect and passes.
include(CMakePackageConfigHelpers)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/remat
        DESTINATION include FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/remat
        DESTINATION include FILES_MATCHING PATTERN "*.inc")

set(REMAT_CMAKE_INSTALL_DIR lib/cmake/remat)
install(EXPORT RematTargets NAMESPACE Remat::
        DESTINATION ${REMAT_CMAKE_INSTALL_DIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/RematConfig.cmake.in
  ${PROJECT_BINARY_DIR}/RematConfig.cmake
  INSTALL_DESTINATION ${REMAT_CMAKE_INSTALL_DIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/RematConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/RematConfig.cmake
              ${PROJECT_BINARY_DIR}/RematConfigVersion.cmake
        DESTINATION ${REMAT_CMAKE_INSTALL_DIR})
