/// ViewIDE: editor features computed from the semantic model as plain data on
/// byte offsets (fixes, formatting; later hover, completion, navigation).
/// Nothing here knows JSON-RPC or LSP types; `ViewServer` converts.
