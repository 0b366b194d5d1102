/*
 * A stand-in for Windows' bcryptprimitives.dll, for the Wine tests ONLY.
 *
 * Why: Rust's standard library takes its random numbers (HashMap seeds,
 * temporary file names) from ProcessPrng in bcryptprimitives.dll, which
 * Windows 10 and 11 have and Debian 12's Wine 8.0 lacks, so no Rust
 * program starts under that Wine. This DLL exports ProcessPrng over
 * advapi32's SystemFunction036 (RtlGenRandom), which Wine has.
 *
 * It is built and copied into the scratch Wine prefix by
 * scripts/windows-test.sh. It is never shipped: the installer and the zip
 * hold blunderDB's own files and WebView2Loader.dll only, and a user's
 * Windows has the real DLL.
 */
#include <windows.h>

/* advapi32's RtlGenRandom, exported under this name. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    /* RtlGenRandom takes a 32-bit length: fill larger buffers in parts. */
    while (length > 0) {
        ULONG part = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}
