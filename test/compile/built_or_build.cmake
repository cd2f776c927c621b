# One compile-tier test: passes when the target <TARGET> of the build tree
# <BUILD_DIR> is built and up to date, else builds it (the build's result is the
# test's). scripts/test.sh builds everything before CTest, so there the test only
# asks Ninja whether anything is left to do (`ninja -n`, no glob re-check and no
# CMake re-run: a few milliseconds instead of seconds); a target whose build
# failed is out of date and is built again here, which prints its error.
#
#   cmake -DBUILD_DIR=<dir> -DTARGET=<target> -DCONFIG=<config>
#         [-DNINJA=<ninja>] -P built_or_build.cmake
if(NINJA)
  execute_process(COMMAND "${NINJA}" -C "${BUILD_DIR}" -n "${TARGET}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(_rc EQUAL 0 AND _out MATCHES "ninja: no work to do")
    message(STATUS "${TARGET}: built and up to date")
    return()
  endif()
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --config "${CONFIG}"
                        --target "${TARGET}"
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "${TARGET} does not build (exit ${_rc})")
endif()
