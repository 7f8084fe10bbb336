-- plugin/viewls.lua — owns the commands available once editors/nvim is on
-- 'runtimepath', without setup(): :ViewlsPreview and :ViewlsPreviewStop[!]
-- (lua/viewls/preview.lua). Nothing starts until one of them is run.
require('viewls.preview').create_commands()
