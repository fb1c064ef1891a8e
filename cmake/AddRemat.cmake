# Thin wrappers that keep project-wide build policy in one place.

set(CMAKE_POSITION_INDEPENDENT_CODE ON)

# add_remat_library(<name> <sources...> [DEPENDS <targets>]
#                   [LINK_LIBS <remat libs>] [MLIR_LIBS <upstream libs>])
# A static library exported as Remat::<name>. Upstream MLIR libraries are
# linked through libMLIR.so (see the top-level CMakeLists.txt).
function(add_remat_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS;MLIR_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  add_library(Remat::${name} ALIAS ${name})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:include>)
  # MLIR's exported targets carry no include directories; pass ours on so a
  # consumer of the installed package compiles our headers.
  target_include_directories(${name} SYSTEM PUBLIC ${MLIR_INCLUDE_DIRS}
                             ${LLVM_INCLUDE_DIRS})
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  endif()
  # Our code calls LLVM's support library directly, not only through MLIR.
  target_link_libraries(${name} PUBLIC LLVM)
  # Instrumented code needs the sanitizer runtime wherever it is linked,
  # a consumer of the installed package included.
  if(REMAT_SANITIZE)
    target_link_options(${name} INTERFACE ${REMAT_SANITIZE_FLAGS})
  endif()
  install(TARGETS ${name} EXPORT RematTargets
    ARCHIVE DESTINATION lib LIBRARY DESTINATION lib)
  set_property(GLOBAL APPEND PROPERTY REMAT_LIBS ${name})
endfunction()

# add_remat_doc(<td file without .td> <output name> <tblgen args...>)
# Generates build/docs/<output name>.md from ODS; built by `remat-doc`.
function(add_remat_doc td output)
  set(LLVM_TARGET_DEFINITIONS ${td}.td)
  mlir_tablegen(${output}.md ${ARGN})
  set(doc ${PROJECT_BINARY_DIR}/docs/${output}.md)
  add_custom_command(OUTPUT ${doc}
    COMMAND ${CMAKE_COMMAND} -E copy ${CMAKE_CURRENT_BINARY_DIR}/${output}.md ${doc}
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/${output}.md)
  add_custom_target(${output}DocGen DEPENDS ${doc})
  add_dependencies(remat-doc ${output}DocGen)
endfunction()
