"""Times Biopython's molecular_weight on the science bench's inputs (same FASTA files, same run).

Usage: python3 biopython_mw.py ONE_MNT.fa RECORDS.fa
Prints one JSON line: Biopython version, median milliseconds for reading the FASTA text with Bio.SeqIO and
computing the average and monoisotopic RNA molecular weight (Bio.SeqUtils.molecular_weight, seq_type
'RNA'), for the 1 Mnt record and for all records of the batch file, and the masses of the 1 Mnt record.
"""
import io
import json
import sys
import time

import Bio
from Bio import SeqIO
from Bio.SeqUtils import molecular_weight


def weigh_all(text):
    total = 0.0
    for record in SeqIO.parse(io.StringIO(text), "fasta"):
        seq = record.seq
        total += molecular_weight(seq, seq_type="RNA") + molecular_weight(seq, seq_type="RNA", monoisotopic=True)
    return total


def median_ms(run, warmups, runs):
    for _ in range(warmups):
        run()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return times[len(times) // 2]


def main():
    one_mnt = open(sys.argv[1], encoding="ascii").read()
    records = open(sys.argv[2], encoding="ascii").read()
    seq = SeqIO.read(io.StringIO(one_mnt), "fasta").seq
    print(json.dumps({
        "version": Bio.__version__,
        "one_mnt_ms": median_ms(lambda: weigh_all(one_mnt), 1, 5),
        "batch_ms": median_ms(lambda: weigh_all(records), 0, 1),
        "one_mnt_average": molecular_weight(seq, seq_type="RNA"),
        "one_mnt_monoisotopic": molecular_weight(seq, seq_type="RNA", monoisotopic=True),
    }))


main()
