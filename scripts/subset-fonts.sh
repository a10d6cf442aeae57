#!/usr/bin/env bash
# Rebuilds app/fonts/*-core.woff2: the characters of English text (CORE_RANGE) cut from the @fontsource-variable
# Latin files, with every OpenType feature kept. Those small files are preloaded; the full Latin files stay behind
# them in the font stack (app/layout.tsx, whose unicode-range for them is the Latin range less this one, as
# app/fonts/ranges.test.ts checks) and load only on a page that holds a character outside CORE_RANGE.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). Run after changing the
# range or upgrading a @fontsource-variable package, and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
# ASCII, no-break space, £ © « ® · » ×, en and em dash, curly quotes, bullet, ellipsis, €, minus.
CORE_RANGE="U+0020-007E,U+00A0,U+00A3,U+00A9,U+00AB,U+00AE,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2212"
for family in inter fraunces; do
  /usr/bin/python3 -m fontTools.subset "node_modules/@fontsource-variable/$family/files/$family-latin-wght-normal.woff2" \
    --unicodes="$CORE_RANGE" --layout-features='*' --flavor=woff2 --output-file="app/fonts/$family-core.woff2"
  cp "node_modules/@fontsource-variable/$family/LICENSE" "app/fonts/$family-LICENSE.txt"
  echo "app/fonts/$family-core.woff2: $(wc -c < "app/fonts/$family-core.woff2") bytes"
done
