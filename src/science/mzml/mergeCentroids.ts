/**
 * Sums centroid MS1 scans: every scan's peaks are pooled, sorted by m/z and merged while within
 * `tolerancePpm` of the growing cluster's intensity-weighted m/z (a centroid of one ion drifts by a few ppm
 * from scan to scan, so the same ion in two scans must become one peak, with the intensities summed).
 */
export const CENTROID_MERGE_PPM = 5;

export class CentroidSum {
  private mz: number[] = [];
  private intensity: number[] = [];

  add(mz: Float64Array, intensity: Float64Array): void {
    const n = Math.min(mz.length, intensity.length);
    for (let i = 0; i < n; i++) {
      if (!(intensity[i]! > 0)) continue;
      this.mz.push(mz[i]!);
      this.intensity.push(intensity[i]!);
    }
  }

  result(tolerancePpm = CENTROID_MERGE_PPM): { mz: number[]; intensity: number[] } {
    const order = Array.from(this.mz.keys()).sort((a, b) => this.mz[a]! - this.mz[b]!);
    const outMz: number[] = [];
    const outI: number[] = [];
    let weighted = 0;
    let total = 0;
    for (const k of order) {
      const m = this.mz[k]!;
      const v = this.intensity[k]!;
      if (total > 0 && ((m - weighted / total) / m) * 1e6 <= tolerancePpm) {
        weighted += m * v;
        total += v;
        continue;
      }
      if (total > 0) (outMz.push(weighted / total), outI.push(total));
      weighted = m * v;
      total = v;
    }
    if (total > 0) (outMz.push(weighted / total), outI.push(total));
    return { mz: outMz, intensity: outI };
  }
}
