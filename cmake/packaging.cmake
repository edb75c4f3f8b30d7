# packaging.cmake - `cmake --install` of cmlir (included from the top-level
# CMakeLists.txt) and the tests that check what gets installed.
#
# Installed under the prefix (GNUInstallDirs):
#   include/cmlir/**, include/mlir-c/**      the extension API and the C API
#   lib/libcmlir.so*, lib/libcmlir.a         the core library, shared / static
#   lib/libcmlir_{c_,}runner_utils.so        the runtime support libraries
#   bin/cmlir-opt, cmlir-translate, cmlir-cpu-runner (when built)
#   lib/pkgconfig/cmlir.pc                   pkg-config --cflags --libs cmlir
#   lib/cmake/cmlir/cmlirConfig.cmake        find_package(cmlir CONFIG):
#       cmlir::cmlir (shared), cmlir::cmlir_static, cmlir::cmlir-opt, ...,
#       CMLIR_TOOLS_DIR, CMLIR_INCLUDE_DIRS, CMLIR_LIBRARY_DIR
# Everything is relative to the prefix: the installed tree can be moved.
include(CMakePackageConfigHelpers)
find_package(Python3 COMPONENTS Interpreter REQUIRED)

set(CMLIR_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/cmlir)

# Consumers of a sanitizer build link its runtime too (the instrumented
# library calls into it).
set(CMLIR_CONSUMER_LINK_FLAGS "")
if(CMLIR_SANITIZE OR CMLIR_FUZZ)
  set(CMLIR_CONSUMER_LINK_FLAGS -fsanitize=address,undefined)
  foreach(t cmlir cmlir_shared)
    target_link_options(${t} INTERFACE $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
  endforeach()
endif()

# Exported names: cmlir::cmlir is the shared library, cmlir::cmlir_static
# the static one.
set_target_properties(cmlir_shared PROPERTIES EXPORT_NAME cmlir)
set_target_properties(cmlir PROPERTIES EXPORT_NAME cmlir_static)

install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/cmlir
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.h")
# The C API headers (the whole directory, whatever it holds).
if(EXISTS ${CMAKE_SOURCE_DIR}/include/mlir-c)
  install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/mlir-c
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
          FILES_MATCHING PATTERN "*.h" PATTERN "*.def")
endif()

install(TARGETS cmlir cmlir_shared EXPORT cmlirTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

set(_cmlir_installed_targets "")
foreach(t cmlir_c_runner_utils cmlir_runner_utils
          cmlir-opt cmlir-translate cmlir-cpu-runner)
  if(TARGET ${t})
    list(APPEND _cmlir_installed_targets ${t})
  endif()
endforeach()
install(TARGETS ${_cmlir_installed_targets} EXPORT cmlirTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(EXPORT cmlirTargets NAMESPACE cmlir::
        FILE cmlirTargets.cmake DESTINATION ${CMLIR_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${CMAKE_SOURCE_DIR}/cmake/cmlirConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/cmlirConfig.cmake
  INSTALL_DESTINATION ${CMLIR_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${CMAKE_BINARY_DIR}/cmake/cmlirConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/cmlirConfig.cmake
              ${CMAKE_BINARY_DIR}/cmake/cmlirConfigVersion.cmake
        DESTINATION ${CMLIR_INSTALL_CMAKEDIR})

# cmlir.pc: the prefix is found from the .pc file's own directory.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(CMLIR_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH _rel "/p/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/p")
  string(REGEX REPLACE "/$" "" _rel "${_rel}")
  set(CMLIR_PC_PREFIX "\${pcfiledir}/${_rel}")
endif()
foreach(d INCLUDEDIR LIBDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${d}}")
    set(CMLIR_PC_${d} "${CMAKE_INSTALL_${d}}")
  else()
    set(CMLIR_PC_${d} "\${prefix}/${CMAKE_INSTALL_${d}}")
  endif()
endforeach()
set(CMLIR_PC_LINK_FLAGS "")
foreach(f ${CMLIR_CONSUMER_LINK_FLAGS})
  string(APPEND CMLIR_PC_LINK_FLAGS " ${f}")
endforeach()
configure_file(${CMAKE_SOURCE_DIR}/cmake/cmlir.pc.in
               ${CMAKE_BINARY_DIR}/cmake/cmlir.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/cmake/cmlir.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# ---- tests -----------------------------------------------------------------
# abi.symbols: no symbol of abi/cmlir.symbols disappeared from libcmlir.so.
add_test(NAME abi.symbols
  COMMAND ${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/scripts/abi_check.py
          $<TARGET_FILE:cmlir_shared> ${CMAKE_SOURCE_DIR}/abi/cmlir.symbols)
# headers.self_contained: every public header compiles alone as C11.
add_test(NAME headers.self_contained
  COMMAND sh ${CMAKE_SOURCE_DIR}/scripts/check_headers.sh ${CMAKE_C_COMPILER}
          ${CMAKE_SOURCE_DIR}/include)
# install.consumers: install into a temporary prefix, then build and test
# examples/standalone (find_package) and examples/pkgconfig-consumer
# (pkg-config) against it.
add_test(NAME install.consumers
  COMMAND sh ${CMAKE_SOURCE_DIR}/scripts/install_test.sh
          ${CMAKE_BINARY_DIR} ${CMAKE_C_COMPILER})
set(_env "CMAKE=${CMAKE_COMMAND}")
if(EXISTS "${CMLIR_LIT_PY}")
  list(APPEND _env "LIT=${Python3_EXECUTABLE} ${CMLIR_LIT_PY}")
elseif(CMLIR_LIT_BIN)
  list(APPEND _env "LIT=${CMLIR_LIT_BIN}")
endif()
set_tests_properties(install.consumers PROPERTIES TIMEOUT 300 ENVIRONMENT "${_env}")
