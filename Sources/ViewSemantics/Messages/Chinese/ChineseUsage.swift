/// Simplified Chinese texts of the command line's usage errors and progress line.
enum ChineseUsage {
    static let texts: [String: String] = [
        "cli.usage.needs-value": "'{option}' 需要一个值；请参阅 'viewls help {command}'",
        "cli.usage.unknown-option": "'{command}' 没有选项 '{option}'；请参阅 'viewls help {command}'",
        "cli.usage.unknown-option.bare": "'{command}' 没有选项 '{option}'",
        "cli.usage.choice": "'{option}' 只接受 {choices}；收到的是 '{value}'",
        "cli.usage.count": "'{option}' 只接受 0 或更大的整数；收到的是 '{value}'",
        "cli.usage.unknown-command": "未知命令 '{command}'；运行 'viewls help' 查看命令列表",
        "cli.usage.no-help": "没有关于 '{topic}' 的帮助；可用命令：{commands}",
        "cli.usage.rules-arguments": "'rules' 不接受参数；要查看单条规则，请运行 'viewls explain ID'",
        "cli.usage.explain-arguments": "'explain' 只接受一个规则 id；用法：viewls explain ID（参阅 'viewls rules'）",
        "cli.usage.no-rule": "没有规则 '{id}'；请参阅 'viewls rules'",
        "cli.usage.no-rule.suggest": "没有规则 '{id}'；你是不是想用 '{suggestion}'？",
        "cli.usage.syntax-arguments": "'syntax' 只接受一个 FILE；用法：viewls syntax FILE",
        "cli.usage.no-such-path": "无法读取 '{path}'：没有这个文件或文件夹",
        "cli.usage.no-such-file": "无法读取 '{path}'：没有这个文件",
        "cli.usage.directory": "无法读取 '{path}'：它是一个文件夹",
        "cli.usage.unreadable": "无法读取 '{path}'：没有权限或无法读取",
        "cli.usage.baseline-missing": "无法读取基线 '{path}'：文件不存在或无法读取",
        "cli.usage.baseline-invalid": "无法读取基线 '{path}'：这不是 viewls 基线（{reason}）",
        "cli.usage.cannot-write": "无法写入 '{path}'：{reason}；文件保持不变",
        "cli.usage.cannot-write.temporary": "无法写入 '{path}'：无法在它旁边创建临时文件；文件保持不变",
        "cli.usage.cannot-write.refused": "无法写入 '{path}'：磁盘未能写入新内容；文件保持不变",
        "cli.baseline.recorded": "viewls: 已在 '{path}' 中记录 {count} 条问题",
        "cli.progress.checking": "正在检查 {done}/{total}…",
    ]
}
