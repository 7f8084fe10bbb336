#!/usr/bin/env python3
"""Writes the generated screen of issue 31/32's measurements: one Screen of
about N MB (2^20 bytes) of tables, maps and toolbars, every value form
(strings with Cyrillic and CJK, numbers, booleans, paths, lists, inline
objects, comments). Each table's first cell pushes `Detail`, which no file
defines, so each is an `unresolved-screen` with did-you-mean suggestions.
Used by `unresolved_screens.py` and `memory.py --kinds tables`.

    python3 Benchmarks/generated_screen.py 4 /tmp/x/Generated.view
"""
import sys

BLOCK = '''    // section {i}
    TableView {{
        id: table{i}
        style: grouped
        index: ["A", "Б", "设"]
        Section {{
            header: "Раздел {i} — 网络"
            footer: 'footer {i}'
            Cell {{ style: value1; title: "Wi-Fi {i}"; detail: "Home"; accessory: disclosureIndicator; push: Detail }}
            Cell {{ style: subtitle; title: "Основные {i}"; detail: "设置 {i}"; height: 44.5 }}
            Cell {{
                title: "Custom"
                /* a block
                   comment */
                presents: Popover {{ kind: options; width: 320; height: 240 }}
            }}
        }}
    }}
    MapView {{ zoomEnabled: true; scrollEnabled: false; Pin {{ title: "P{i}"; role: destination; color: red }} }}
    Toolbar {{ translucent: true; BarButton {{ system: action }} FixedSpace {{ width: -1 }} }}
'''


def screen(megabytes: float) -> str:
    """The screen's text: blocks until it reaches `megabytes` × 2^20 bytes."""
    parts = ['Screen {\n    title: "Generated"\n']
    size, i, target = 0, 0, int(megabytes * 1024 * 1024)
    while size < target:
        block = BLOCK.format(i=i)
        parts.append(block)
        size += len(block.encode())
        i += 1
    parts.append('}\n')
    return "".join(parts)


if __name__ == "__main__":
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        out.write(screen(float(sys.argv[1])))
