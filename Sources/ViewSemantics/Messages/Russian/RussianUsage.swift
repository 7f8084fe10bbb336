/// Russian texts of the command line's usage errors and progress line.
enum RussianUsage {
    static let texts: [String: String] = [
        "cli.usage.needs-value": "для '{option}' нужно значение; см. 'viewls help {command}'",
        "cli.usage.unknown-option": "у '{command}' нет параметра '{option}'; см. 'viewls help {command}'",
        "cli.usage.unknown-option.bare": "у '{command}' нет параметра '{option}'",
        "cli.usage.choice": "'{option}' принимает {choices}; получено '{value}'",
        "cli.usage.count": "'{option}' принимает целое число не меньше 0; получено '{value}'",
        "cli.usage.unknown-command": "неизвестная команда '{command}'; список команд выводит 'viewls help'",
        "cli.usage.no-help": "справки по '{topic}' нет; команды: {commands}",
        "cli.usage.rules-arguments": "'rules' не принимает аргументов; об одном правиле расскажет 'viewls explain ID'",
        "cli.usage.explain-arguments": "'explain' принимает один идентификатор правила: viewls explain ID (см. 'viewls rules')",
        "cli.usage.no-rule": "правила '{id}' нет; см. 'viewls rules'",
        "cli.usage.no-rule.suggest": "правила '{id}' нет; может быть, имелось в виду '{suggestion}'?",
        "cli.usage.syntax-arguments": "'syntax' принимает ровно один FILE: viewls syntax FILE",
        "cli.usage.no-such-path": "не удаётся прочитать '{path}': нет такого файла или папки",
        "cli.usage.no-such-file": "не удаётся прочитать '{path}': нет такого файла",
        "cli.usage.directory": "не удаётся прочитать '{path}': это папка",
        "cli.usage.unreadable": "не удаётся прочитать '{path}': нет доступа или файл не читается",
        "cli.usage.baseline-missing": "не удаётся прочитать базовую линию '{path}': файла нет или он не читается",
        "cli.usage.baseline-invalid": "не удаётся прочитать базовую линию '{path}': это не базовая линия viewls ({reason})",
        "cli.usage.cannot-write": "не удаётся записать '{path}': {reason}; файл не изменён",
        "cli.usage.cannot-write.temporary": "не удаётся записать '{path}': рядом с ним не создаётся временный файл; файл не изменён",
        "cli.usage.cannot-write.refused": "не удаётся записать '{path}': диск не принял новое содержимое; файл не изменён",
        "cli.baseline.recorded": "viewls: в '{path}' записано замечаний: {count}",
        "cli.progress.checking": "проверка: {done} из {total}…",
    ]
}
