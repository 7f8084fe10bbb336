#!/usr/bin/env python3
"""Draw the strings of a fresh Russian review: N translatable strings of all
String Catalogs (Sources/*/*.xcstrings), chosen at random with a fixed seed,
printed with their English for a reader to judge one by one.
Usage: python3 docs/l10n/sample-ru.py [SEED] [N]   (run from the repository root)"""
import glob, json, random, sys

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20261129
count = int(sys.argv[2]) if len(sys.argv) > 2 else 300

def text(localization):
    """A localization's value, and each plural variant as `name:category`."""
    parts = [localization["stringUnit"]["value"]] if "stringUnit" in localization else []
    for name, substitution in sorted(localization.get("substitutions", {}).items()):
        for category, unit in sorted(substitution["variations"]["plural"].items()):
            parts.append(f"<{name}:{category}> {unit['stringUnit']['value']}")
    return " | ".join(parts)

population = []
for path in sorted(glob.glob("Sources/*/*.xcstrings")):
    for key, entry in sorted(json.load(open(path, encoding="utf-8"))["strings"].items()):
        if entry.get("shouldTranslate") is False or "ru" not in entry.get("localizations", {}):
            continue
        population.append((path.split("/")[1], key, text(entry["localizations"]["en"]), text(entry["localizations"]["ru"])))

sample = random.Random(seed).sample(population, count)
print(f"# seed {seed}: {count} of {len(population)} Russian strings")
for number, (module, key, english, russian) in enumerate(sample, 1):
    print(f"\n{number}. {module} {key}\nEN: {english}\nRU: {russian}")
