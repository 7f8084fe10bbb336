#!/usr/bin/env python3
"""Times `viewls check` on generated apps whose screens link to each other
the way real apps do: each screen pushes (and now and then presents) LINKS
other screens chosen at random (seeded), so most screens reach most others.
Prints, for each size, the wall time and the time per screen; the per-screen
cost must stay flat as the app grows (within 2x from 500 to 20,000 screens):

    python3 Benchmarks/linked_app.py --sizes 500,1000,5000,20000 --links 3,5
"""
import argparse
import os
import random
import shutil
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def make_app(folder, screens, links, seed=20261125):
    rng = random.Random(seed)
    total = 0
    for index in range(screens):
        targets = [rng.randrange(screens) for _ in range(links)]
        cells = []
        for number, target in enumerate(targets):
            verb = "presents" if number == links - 1 and index % 7 == 0 else "push"
            cells.append(f'        Cell {{ title: "Go to {target}"; accessory: disclosureIndicator; {verb}: S{target} }}')
        text = (f'Screen {{\n    title: "Screen {index}"\n    NavigationBar {{ title: "Screen {index}" }}\n'
                f'    TableView {{\n' + "\n".join(cells) + '\n    }\n}\n')
        with open(os.path.join(folder, f"S{index}.view"), "w", encoding="utf-8") as file:
            file.write(text)
        total += len(text)
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="500,1000,5000,20000")
    parser.add_argument("--links", default="3,5")
    parser.add_argument("--viewls", default=os.path.join(ROOT, ".build/release/viewls"))
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    for links in [int(x) for x in args.links.split(",")]:
        per_screen = []
        for screens in [int(x) for x in args.sizes.split(",")]:
            folder = tempfile.mkdtemp(prefix="viewls-linked-")
            try:
                size = make_app(folder, screens, links)
                start = time.perf_counter()
                try:
                    subprocess.run([args.viewls, "check", folder, "--format", "json"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, timeout=args.timeout)
                    seconds = time.perf_counter() - start
                except subprocess.TimeoutExpired:
                    print(f"links {links}: {screens} screens: over {args.timeout:.0f} s")
                    continue
                per_screen.append(seconds / screens * 1e3)
                print(f"links {links}: {screens:6d} screens, {size / 1e6:5.1f} MB: {seconds:7.2f} s, "
                      f"{seconds / screens * 1e3:6.3f} ms/screen", flush=True)
            finally:
                shutil.rmtree(folder)
        if len(per_screen) > 1:
            print(f"links {links}: per-screen cost, largest / smallest size: {per_screen[-1] / per_screen[0]:.2f}x")


if __name__ == "__main__":
    main()
