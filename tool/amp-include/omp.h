//===- omp.h - OpenMP's runtime routines, declared for parsing ------------===//
// Part of amp2hip, used ONLY to parse programs that Visual Studio builds with
// /openmp (a project's OpenMPSupport; `amp2hip migrate` parses them with
// -fopenmp). MSVC implements OpenMP 2.0, whose runtime library routines
// (OpenMP C/C++ API 2.0, chapter 3) are declared here, so that the parse
// needs no OpenMP installation. The output keeps `#include <omp.h>`: each
// build compiler has its own (GCC's libgomp under nvcc and the CPU platform,
// LLVM's libomp under hipcc), and CMake's OPENMP option builds with it.
#ifndef AMP2HIP_PARSE_OMP_H
#define AMP2HIP_PARSE_OMP_H

#ifdef __cplusplus
extern "C" {
#endif

// §3.1 execution environment functions.
void omp_set_num_threads(int num_threads);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
void omp_set_dynamic(int dynamic_threads);
int omp_get_dynamic(void);
void omp_set_nested(int nested);
int omp_get_nested(void);

// §3.2 lock functions: simple and nestable locks (opaque here).
typedef struct amp2hip_parse_omp_lock {
  void *opaque;
} omp_lock_t;
typedef struct amp2hip_parse_omp_nest_lock {
  void *opaque;
} omp_nest_lock_t;
void omp_init_lock(omp_lock_t *lock);
void omp_destroy_lock(omp_lock_t *lock);
void omp_set_lock(omp_lock_t *lock);
void omp_unset_lock(omp_lock_t *lock);
int omp_test_lock(omp_lock_t *lock);
void omp_init_nest_lock(omp_nest_lock_t *lock);
void omp_destroy_nest_lock(omp_nest_lock_t *lock);
void omp_set_nest_lock(omp_nest_lock_t *lock);
void omp_unset_nest_lock(omp_nest_lock_t *lock);
int omp_test_nest_lock(omp_nest_lock_t *lock);

// §3.3 timing routines.
double omp_get_wtime(void);
double omp_get_wtick(void);

#ifdef __cplusplus
}
#endif

#endif // AMP2HIP_PARSE_OMP_H
