// `viewls-catalog`: compiles, checks, reviews and formats String Catalogs
// (`.xcstrings`); the work is in StringCatalogTool.
import Foundation
import StringCatalogTool

let status = CatalogCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    print: { print($0) },
    printError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
