/// A tiny module whose String Catalog (`StringCatalogDemo.xcstrings`) the
/// `CompileStringCatalogs` plugin compiles into `StringCatalogDemoStrings`:
/// it shows the plugin working and lets ViewlsCatalogTests use the result.
public import ViewStrings

public enum StringCatalogDemo {
    /// The demo's text for `key` in `language`.
    public static func text(_ key: String, _ arguments: [String: String] = [:], language: CatalogLanguage) -> String {
        StringCatalogDemoStrings.table.rendered(key, arguments, language: language)
    }
}
