# Baseline of the spectrum bench: pymzml (Debian python3-pymzml) reading the same mzML file, decoding
# every MS1 scan's m/z and intensity arrays and adding up the intensities (no summing onto a grid, so
# it does less than readMzml). Prints one JSON line: wall time, peak RSS, scans.
import json, resource, sys, time
import pymzml

start = time.perf_counter()
scans, total = 0, 0.0
for spectrum in pymzml.run.Reader(sys.argv[1]):
    if spectrum.ms_level == 1:
        scans += 1
        mz, intensity = spectrum.mz, spectrum.i
        total += float(intensity.sum())
print(json.dumps({"readMs": (time.perf_counter() - start) * 1000, "rssMb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "scans": scans, "version": pymzml.__version__}))
