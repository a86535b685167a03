#!/usr/bin/env python3
"""
Extracts the NCBI Gene aliases of the catalogue's protein targets into server/modules/search/data/gene-aliases.ts.

Source: NCBI Gene (Entrez Gene, ftp://ftp.ncbi.nlm.nih.gov/gene/DATA) as packaged by Bioconductor's org.Hs.eg.db
(Debian package r-bioc-org.hs.eg.db; `apt-get install -y r-bioc-org.hs.eg.db` puts the SQLite file at
/usr/lib/R/site-library/org.Hs.eg.db/extdata/org.Hs.eg.sqlite). The source date written into the table's header is
the database's own (metadata EGSOURCEDATE).

Run: python3 scripts/extract-gene-aliases.py [path/to/org.Hs.eg.sqlite]

Rules (why): only targets the catalogue sells (server/demo/protein-lists.ts) get aliases, so an expansion can only
reach products we have. An alias is kept only when no other human gene carries it (as symbol or alias, compared
without case and punctuation): "p40" names IL12B and several other genes, so a search for it must not turn into
one of our targets. Aliases of fewer than 3 characters, or only digits, are dropped too (they are fragments of
ordinary words and catalog numbers). Targets made of several genes (IL-12 = IL12A + IL12B, IL-23, IL-27) are
left to the hand-written synonyms (server/modules/search/terms.ts): their subunits' names are shared.
"""
import json, re, sqlite3, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DB = sys.argv[1] if len(sys.argv) > 1 else '/usr/lib/R/site-library/org.Hs.eg.db/extdata/org.Hs.eg.sqlite'
OUT = ROOT / 'server/modules/search/data/gene-aliases.ts'

# The catalogue's name of a target → its HGNC symbol, where the symbol is not the name without punctuation.
# From each target's UniProt entry (gene name field); None: several genes, left out.
SYMBOL = {
    'IL-1α': 'IL1A', 'IL-1β': 'IL1B', 'IL-36γ': 'IL36G', 'IL-1RA': 'IL1RN', 'IL-12': None, 'IL-23': None, 'IL-27': None,
    'IL-25': 'IL25', 'IFN-α2b': 'IFNA2', 'IFN-β': 'IFNB1', 'IFN-γ': 'IFNG', 'IFN-λ1': 'IFNL1', 'TNF-α': 'TNF',
    'TNF-β': 'LTA', 'RANKL': 'TNFSF11', 'TRAIL': 'TNFSF10', 'BAFF': 'TNFSF13B', 'APRIL': 'TNFSF13', 'GM-CSF': 'CSF2',
    'G-CSF': 'CSF3', 'M-CSF': 'CSF1', 'TPO': 'THPO', 'Flt3L': 'FLT3LG', 'FGF-1': 'FGF1', 'FGF-2': 'FGF2',
    'FGF-4': 'FGF4', 'FGF-7': 'FGF7', 'FGF-10': 'FGF10', 'FGF-21': 'FGF21', 'HB-EGF': 'HBEGF', 'TGF-α': 'TGFA',
    'NRG1-β1': 'NRG1', 'VEGF165': 'VEGFA', 'VEGF121': None, 'PlGF': 'PGF', 'PDGF-BB': 'PDGFB', 'TGF-β1': 'TGFB1',
    'TGF-β3': 'TGFB3', 'Activin A': 'INHBA', 'GDF-15': 'GDF15', 'BMP-2': 'BMP2', 'BMP-4': 'BMP4', 'BMP-7': 'BMP7',
    'Noggin': 'NOG', 'IGF-1': 'IGF1', 'SCF': 'KITLG', 'β-NGF': 'NGF', 'R-Spondin 1': 'RSPO1', 'PD-1': 'PDCD1',
    'PD-L1': 'CD274', 'PD-L2': 'PDCD1LG2', 'CTLA-4': 'CTLA4', 'LAG-3': 'LAG3', 'TIM-3': 'HAVCR2', 'Siglec-15': 'SIGLEC15',
    'VISTA': 'VSIR', 'SIRPα': 'SIRPA', '4-1BB': 'TNFRSF9', 'OX40': 'TNFRSF4', 'GITR': 'TNFRSF18', 'CD40L': 'CD40LG',
    'CD20': 'MS4A1', 'BCMA': 'TNFRSF17', 'CD123': 'IL3RA', 'CLL-1': 'CLEC12A', 'HER2': 'ERBB2', 'HER3': 'ERBB3',
    'TROP-2': 'TACSTD2', 'Nectin-4': 'NECTIN4', 'Claudin 18.2': 'CLDN18', 'B7-H3': 'CD276', 'c-MET': 'MET',
    'Mesothelin': 'MSLN', 'PSMA': 'FOLH1', 'CD25': 'IL2RA', 'IL-6R': 'IL6R', 'IL-17RA': 'IL17RA', 'TNFR2': 'TNFRSF1B',
    'VEGFR2': 'KDR', 'FcRn': 'FCGRT', 'CD16a': 'FCGR3A', 'CD64': 'FCGR1A', 'CCL2': 'CCL2', 'CXCL8': 'CXCL8',
}

key = lambda s: re.sub(r'[^0-9a-z]+', '', s.lower())


def catalogue_targets():
    text = (ROOT / 'server/demo/protein-lists.ts').read_text(encoding='utf-8')
    return [m.group(1) for m in re.finditer(r"\['([^']+)', '[^']*', '[^']*'\]", text)]


def main():
    con = sqlite3.connect(DB)
    meta = dict(con.execute('select name, value from metadata'))
    genes = {gid: (sym, name) for gid, sym, name in con.execute('select _id, symbol, gene_name from gene_info')}
    by_symbol = {sym: gid for gid, (sym, _) in genes.items()}
    aliases = {}
    owners = {}  # name key -> ids of the genes carrying it
    for gid, alias in con.execute('select _id, alias_symbol from alias'):
        aliases.setdefault(gid, []).append(alias)
        owners.setdefault(key(alias), set()).add(gid)
    for gid, (sym, _) in genes.items():
        owners.setdefault(key(sym), set()).add(gid)

    groups, dropped, missing = [], {}, []
    for target in catalogue_targets():
        symbol = SYMBOL.get(target, re.sub(r'[^0-9A-Za-z]', '', target).upper()) if target in SYMBOL else re.sub(r'[^0-9A-Za-z]', '', target).upper()
        if symbol is None:
            continue
        gid = by_symbol.get(symbol)
        if gid is None:
            missing.append(target)
            continue
        names = [target, symbol]
        for alias in sorted(set(aliases.get(gid, [])), key=str.lower):
            k = key(alias)
            if len(k) < 3 or k.isdigit() or k in map(key, names):
                continue
            if owners.get(k, set()) != {gid}:
                dropped[alias] = sorted(genes[o][0] for o in owners[k])
                continue
            names.append(alias)
        names.append(genes[gid][1])
        groups.append(names)
    if missing:
        sys.exit(f'targets without a gene symbol (add them to SYMBOL): {missing}')

    header = (
        '// Generated by scripts/extract-gene-aliases.py; do not edit by hand.\n'
        f"// Source: NCBI Gene ({meta['EGSOURCENAME']}, {meta['EGSOURCEURL']}), dated {meta['EGSOURCEDATE']},\n"
        '// from Bioconductor org.Hs.eg.db (Debian r-bioc-org.hs.eg.db 3.16.0). Only the catalogue\'s targets.\n'
    )
    body = (
        '/** One group per target the catalogue sells: its catalogue name, HGNC symbol, the NCBI aliases no other gene\n'
        ' * carries, and the NCBI full name. */\n'
        'export const GENE_ALIAS_GROUPS: readonly (readonly string[])[] = [\n'
        + ''.join(f'  {json.dumps(g, ensure_ascii=False)},\n' for g in groups)
        + '];\n\n'
        '/** Aliases of those targets left out because other genes carry them too (alias -> every gene carrying it). */\n'
        'export const SHARED_ALIASES_DROPPED: Readonly<Record<string, readonly string[]>> = {\n'
        + ''.join(f'  {json.dumps(a)}: {json.dumps(dropped[a])},\n' for a in sorted(dropped, key=str.lower))
        + '};\n'
    )
    OUT.write_text(header + '\n' + body, encoding='utf-8')
    print(f'{len(groups)} targets, {sum(len(g) for g in groups)} names, {len(dropped)} shared aliases dropped -> {OUT.relative_to(ROOT)}')


main()
