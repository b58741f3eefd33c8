#ifndef LEAK_SANITIZER_SUPPRESSIONS_H
#define LEAK_SANITIZER_SUPPRESSIONS_H

/// LeakSanitizer's default suppressions for the test binary; the sanitizer runtime calls it.
const char *__lsan_default_suppressions(void);

#endif
