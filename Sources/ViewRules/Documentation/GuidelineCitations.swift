/// How a rule's seed citations are shown to people: the guideline document
/// named in words (in the reader's language, from the catalog) and the
/// section as that document titles it, in the document's own language (a
/// quotation is not translated), with the component's name in the `.view`
/// language when the title shows no Latin name of it. The seed files' names
/// stay inside: `SeedCitation.file` picks the document, and no output shows it.
public import ViewModel
extension SeedCitation {
    /// The catalog key naming the guideline document of `file`.
    public var documentKey: String {
        switch file {
        case Self.chineseBarsAndContent: return "guideline.document.bars-and-content-zh"
        case Self.russianContentViews: return "guideline.document.content-views-ru"
        case Self.chineseTableView: return "guideline.document.table-text-web-zh"
        case Self.chineseContentViews: return "guideline.document.content-views-zh"
        default: return "guideline.document.unknown"
        }
    }

    /// The `.view` component a section is about, when its title names it only in Chinese or Russian.
    public var component: String? {
        section.unicodeScalars.contains { $0.properties.isAlphabetic && $0.isASCII } ? nil : Self.components[section]
    }

    /// The citation as people read it: document, section and component.
    public func text(in catalog: MessageCatalog) -> String {
        let document = catalog.text(documentKey)
        guard let component else { return catalog.text("guideline.citation", ["document": document, "section": section]) }
        return catalog.text("guideline.citation.component", ["document": document, "section": section, "component": component])
    }

    /// Section titles without a Latin name → the component they describe.
    /// ("Легкая сдоба", the Russian translation's title for popovers, is a
    /// machine translation of "popover" as a pastry: the name in brackets
    /// tells readers what it means.)
    static let components: [String: String] = [
        "4.2.1 活动": "Activity",
        "4.2.2 活动视图控制器": "ActivityViewController",
        "4.2.3 集合视图": "CollectionView",
        "4.2.4 容器视图控制器": "ContainerViewController",
        "4.2.5 图片视图": "ImageView",
        "4.2.6 地图视图": "MapView",
        "4.2.7 页面视图控制器": "PageViewController",
        "4.2.8 浮出层": "Popover",
        "4.2.10 分栏视图控制器": "SplitView",
        "4.2.11 表格视图": "TableView",
        "4.2.12 文本视图": "TextView",
        "4.2.13 网络视图": "WebView",
        "文本视图": "TextView",
        "表格视图 › 外观和行为": "TableView",
        "表格视图 › 指南": "TableView",
        "Веб-представление": "WebView",
        "Действие": "Activity",
        "Контейнерный контроллер представления": "ContainerViewController",
        "Контроллер представления действия": "ActivityViewController",
        "Контроллер представления разделения": "SplitView",
        "Контроллер просмотра": "PageViewController",
        "Легкая сдоба": "Popover",
        "Представление изображения": "ImageView",
        "Представление карты": "MapView",
        "Представление набора": "CollectionView",
        "Прокрутите представление": "ScrollView",
        "Табличное представление": "TableView",
        "Текстовое представление": "TextView",
    ]
}
