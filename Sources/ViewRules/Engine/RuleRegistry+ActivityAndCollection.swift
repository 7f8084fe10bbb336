/// The content-view rules of rules.md for: Activities, activity view controllers, collection views, image views and the general `controls/small-target`.
import ViewModel
extension RuleRegistry {
    static let activityAndCollectionRules: [any Rule.Type] = [
        ActivityTitleLength.self,
        ActivityProductName.self,
        ActivityTemplateSize.self,
        ActivityTemplateImage.self,
        ActivityTemplateCentering.self,
        ActivityTemplateAntialiasing.self,
        ActivityDuplicatesSystem.self,
        ActivityViewControllerCustomTrigger.self,
        CollectionViewSmallTarget.self,
        CollectionViewPreferTable.self,
        CollectionViewDynamicLayout.self,
        ImageViewMixedSizes.self,
        ControlsSmallTarget.self,
    ]
}
