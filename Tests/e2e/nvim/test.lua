-- Tests/e2e/nvim/test.lua — owns the end-to-end tests of editors/nvim: a real viewls
-- server driven through Neovim's own LSP client (0.7 API, newer names when present).
local ws = assert(os.getenv('VIEWLS_E2E_WORKSPACE'), 'VIEWLS_E2E_WORKSPACE is not set')
local WAIT = 10000

local passed, failed = 0, 0
local function emit(line)
  io.stdout:write(line, '\n')
  io.stdout:flush()
end
-- Ends Neovim (the runner ends a server that outlives it).
local function finish()
  emit(string.format('nvim e2e: %d passed, %d failed', passed, failed))
  if failed > 0 then
    os.exit(1)
  end
  vim.cmd('qall!')
end
local function test(name, fn)
  local ok, err = pcall(fn)
  if ok then
    passed = passed + 1
    emit('ok - ' .. name)
  else
    failed = failed + 1
    emit('not ok - ' .. name .. ': ' .. (tostring(err):gsub('\n', ' ')))
  end
end
-- A test that cannot run here: counted and reported, never as passed.
vim.defer_fn(function()
  failed = failed + 1
  emit('not ok - global timeout: the tests did not finish in 60 s')
  finish()
end, 60000)

local function check(cond, message)
  if not cond then
    error(message, 2)
  end
end
local function eq(actual, expected, what)
  if actual ~= expected then
    error(string.format('%s: expected %s, got %s', what, vim.inspect(expected), vim.inspect(actual)), 2)
  end
end

-- Every publishDiagnostics, as the server sent it, by URI (after Neovim handled it).
local published = {}
local original_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  local value = original_publish(err, result, ctx, config)
  published[result.uri] = { version = result.version, diagnostics = result.diagnostics }
  return value
end

-- Neovim 0.11+ pulls diagnostics (textDocument/diagnostic) from servers that
-- offer it, and viewls then pushes none; a full report counts as published for
-- the version the request was made at.
local original_pull = vim.lsp.handlers['textDocument/diagnostic']
if original_pull then
  vim.lsp.handlers['textDocument/diagnostic'] = function(err, result, ctx, config)
    local value = original_pull(err, result, ctx, config)
    if err == nil and result ~= nil then
      local document = ctx.params.textDocument.uri
      local version = ctx.version or vim.lsp.util.buf_versions[ctx.bufnr]
      local previous = published[document]
      local items = result.kind == 'full' and result.items or (previous and previous.diagnostics or {})
      published[document] = { version = version, diagnostics = items, pulled = true }
    end
    return value
  end
end

local function viewls_clients(bufnr)
  local list
  if vim.lsp.get_clients then
    list = vim.lsp.get_clients({ bufnr = bufnr })
  elseif bufnr then
    list = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  else
    list = vim.lsp.get_active_clients()
  end
  return vim.tbl_filter(function(c) return c.name == 'viewls' end, list)
end

local function open(relative)
  vim.cmd('edit ' .. vim.fn.fnameescape(ws .. '/' .. relative))
  return vim.api.nvim_get_current_buf()
end
local function uri(bufnr)
  return vim.uri_from_bufnr(bufnr)
end
local function line_of(bufnr, pattern)
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:find(pattern) then
      return i - 1, text
    end
  end
  error('no line matches ' .. pattern, 2)
end
local function with_code(bufnr, code)
  return vim.tbl_filter(function(d) return d.code == code end, vim.diagnostic.get(bufnr))
end

-- The version Neovim last sent for the buffer (0.7 opens at 0, then sends changedtick).
local function sent_version(bufnr)
  local versions = vim.lsp.util.buf_versions
  return versions and versions[bufnr] or vim.api.nvim_buf_get_changedtick(bufnr)
end

-- Waits until the server has published diagnostics for the buffer's current text.
local function wait_published(bufnr)
  local ok = vim.wait(WAIT, function()
    local p = published[uri(bufnr)]
    return p ~= nil and p.version == sent_version(bufnr)
  end, 20)
  check(ok, 'no diagnostics published for ' .. vim.api.nvim_buf_get_name(bufnr) .. ' at version '
    .. sent_version(bufnr) .. ' (last: ' .. vim.inspect(published[uri(bufnr)]) .. ')')
  return published[uri(bufnr)].diagnostics
end

local function request(bufnr, method, params)
  local client = viewls_clients(bufnr)[1]
  check(client, 'no viewls client on the buffer')
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, WAIT)
  local response = responses and responses[client.id]
  check(response, method .. ': no response')
  check(response.err == nil, method .. ': ' .. vim.inspect(response.err))
  return response.result, client
end
local function position(bufnr, line, character)
  return { textDocument = { uri = uri(bufnr) }, position = { line = line, character = character } }
end

-- Requests the code actions for one published diagnostic; applies the one `pick` selects.
local function apply_action(bufnr, code, pick)
  local lsp_diagnostic
  for _, d in ipairs(wait_published(bufnr)) do
    if d.code == code then
      lsp_diagnostic = d
    end
  end
  check(lsp_diagnostic, 'the server published no ' .. code)
  local actions, client = request(bufnr, 'textDocument/codeAction', {
    textDocument = { uri = uri(bufnr) },
    range = lsp_diagnostic.range,
    context = { diagnostics = { lsp_diagnostic } },
  })
  local chosen
  for _, action in ipairs(actions or {}) do
    if pick(action) then
      chosen = action
    end
  end
  check(chosen and chosen.edit, 'no matching action with an edit among ' .. vim.inspect(actions))
  -- 0.7 and newer both take (edit, offset_encoding); an older one-argument form ignores the second.
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding or 'utf-16')
  wait_published(bufnr)
  return chosen
end

-- The tests, in order; later ones edit buffers that earlier ones only read.

local too_many = open('screens/TabBarTooManyTabs.view')

test('filetype detection sets view for *.view, not for .viewls.json', function()
  eq(vim.bo[too_many].filetype, 'view', 'filetype of TabBarTooManyTabs.view')
  local config = open('.viewls.json')
  check(vim.bo[config].filetype ~= 'view', '.viewls.json got filetype view')
  eq(#viewls_clients(config), 0, 'viewls clients on .viewls.json')
  vim.cmd('buffer ' .. too_many)
end)

test('a Violations file gets tab-bar/too-many-tabs from viewls on the TabBar line', function()
  wait_published(too_many)
  local found = with_code(too_many, 'tab-bar/too-many-tabs')
  eq(#found, 1, 'number of tab-bar/too-many-tabs diagnostics')
  local d = found[1]
  local line = line_of(too_many, '^%s*TabBar {')
  eq(d.source, 'viewls', 'source')
  eq(d.lnum, line, 'line')
  eq(d.col, 4, 'column')
  eq(d.severity, vim.diagnostic.severity.ERROR, 'severity')
  check(d.message:find('6 tabs', 1, true), 'message does not count the tabs: ' .. d.message)
end)

local about = open('screens/About.view')

test('a clean Examples file gets zero viewls diagnostics', function()
  local sent = wait_published(about)
  eq(#sent, 0, 'diagnostics published for About.view')
  eq(#vim.diagnostic.get(about), 0, 'diagnostics shown for About.view')
end)

-- The highlight group at the first `needle` on the first line matching `pattern`:
-- the syntax item's name and the standard group it links to (one step).
local function syntax_at(bufnr, pattern, needle)
  local line, text = line_of(bufnr, pattern)
  local col = text:find(needle, 1, true)
  check(col, 'no ' .. needle .. ' in ' .. text)
  return vim.api.nvim_buf_call(bufnr, function()
    local name = vim.fn.synIDattr(vim.fn.synID(line + 1, col, 1), 'name')
    local link = vim.fn.matchstr(vim.fn.execute('highlight ' .. (name == '' and 'Normal' or name)), [[links to \zs\w\+]])
    return name .. ' -> ' .. link
  end)
end

test('syntax/view.vim highlights without tree-sitter: components, properties, values, comments', function()
  eq(vim.b[about].current_syntax, 'view', 'b:current_syntax')
  local cases = {
    { '^// About', '//', 'viewLineComment -> Comment' },
    { '^Screen {', 'Screen', 'viewComponent -> Type' },
    { 'title: "About"', 'title', 'viewProperty -> Identifier' },
    { 'title: "About"', '"About"', 'viewString -> String' },
    { 'BackButton {', 'BackButton', 'viewComponent -> Type' },
    { 'system%.bookmarks', 'system', 'viewSystem -> Special' },
    { 'system%.bookmarks', 'bookmarks', 'viewPathMember -> Constant' },
    { 'contentMode: center', 'center', 'viewEnumMember -> Constant' },
    { 'width: 88', '88', 'viewNumber -> Number' },
    { '"#3C3C43"', '#3C3C43', 'viewHexColor -> Constant' },
    { 'editable: false', 'false', 'viewBoolean -> Boolean' },
    { 'color: black', 'black', 'viewColor -> Constant' },
    { 'Made by', '\\n', 'viewEscape -> SpecialChar' },
    { 'Made by', 'Сделано', 'viewString -> String' },
  }
  for _, case in ipairs(cases) do
    eq(syntax_at(about, case[1], case[2]), case[3], case[2] .. ' in ' .. case[1])
  end
end)

test('root detection picks the folder with .viewls.json and one client serves it', function()
  local clients = viewls_clients(nil)
  eq(#clients, 1, 'viewls clients for two files under one root')
  local client = clients[1]
  eq(client.config.root_dir, ws, 'root_dir')
  eq(client.workspace_folders[1].uri, vim.uri_from_fname(ws), 'workspace folder')
  eq(viewls_clients(about)[1].id, viewls_clients(too_many)[1].id, 'client of the second file')
end)

test('the position encoding is utf-8 when Neovim offers it, else utf-16', function()
  local client = viewls_clients(about)[1]
  local general = vim.lsp.protocol.make_client_capabilities().general
  local offered = general and general.positionEncodings or {}
  local expected = vim.tbl_contains(offered, 'utf-8') and 'utf-8' or 'utf-16'
  eq(client.server_capabilities.positionEncoding, expected, 'server positionEncoding')
  eq(client.offset_encoding or 'utf-16', expected, 'client offset_encoding')
end)

test('settings reach initializationOptions and workspace/configuration (section viewls)', function()
  local client = viewls_clients(about)[1]
  local params = {}
  client.config.before_init(params, client.config)
  eq(params.initializationOptions.productNames[1], 'Shelf', 'initializationOptions.productNames[1]')
  local handler = client.config.handlers['workspace/configuration']
  local answer = handler(nil, { items = { { section = 'viewls' }, { section = 'viewls.productNames' }, {}, { section = 'other' } } },
    { client_id = client.id, method = 'workspace/configuration' })
  eq(#answer, 4, 'one answer per item')
  eq(answer[1].productNames[1], 'Shelf', 'section viewls')
  eq(answer[2][1], 'Shelf', 'section viewls.productNames')
  eq(answer[3].viewls.productNames[1], 'Shelf', 'no section')
  eq(answer[4], vim.NIL, 'unknown section')
end)

test('the server applies the settings: productNames from the editor, not .viewls.json, find the product name', function()
  local activity = open('screens/ActivityProductName.view')
  wait_published(activity)
  local found = with_code(activity, 'activity/product-name')
  eq(#found, 1, 'activity/product-name diagnostics (the workspace .viewls.json names no product)')
  check(found[1].message:find('Shelf', 1, true), 'message: ' .. found[1].message)
end)

test('hover on a component name returns markdown that names it', function()
  local line = line_of(too_many, '^%s*NavigationBar {')
  local result = request(too_many, 'textDocument/hover', position(too_many, line, 6))
  check(result and result.contents, 'empty hover')
  eq(result.contents.kind, 'markdown', 'hover kind')
  check(result.contents.value:find('**NavigationBar**', 1, true), 'hover does not name NavigationBar: ' .. result.contents.value)
  check(result.contents.value:find('`title`', 1, true), 'hover lists no title property')
end)

test('completion inside a Tab block offers the properties not yet set', function()
  local line, text = line_of(too_many, 'Tab { title: "Top"')
  local result = request(too_many, 'textDocument/completion', position(too_many, line, text:find('title') - 1))
  local items = result.items or result
  local labels = {}
  for _, item in ipairs(items) do
    labels[item.label] = item
  end
  for _, expected in ipairs({ 'badge', 'enabled', 'content', 'action' }) do
    check(labels[expected], 'no ' .. expected .. ' among ' .. table.concat(vim.tbl_keys(labels), ', '))
  end
  check(labels.title == nil and labels.icon == nil, 'offers a property already set')
  eq(labels.badge.textEdit and labels.badge.textEdit.newText, 'badge: ', 'badge textEdit')
end)

test('completion inside a just-typed, unclosed block offers its children', function()
  local close = line_of(too_many, '^}')
  vim.api.nvim_buf_set_lines(too_many, close, close, false, { '    Toolbar {', '        ' })
  local result = request(too_many, 'textDocument/completion', position(too_many, close + 1, 8))
  vim.api.nvim_buf_set_lines(too_many, close, close + 2, false, {})
  local labels = {}
  for _, item in ipairs(result.items or result) do
    labels[item.label] = true
  end
  for _, expected in ipairs({ 'BarButton', 'FlexibleSpace', 'translucent' }) do
    check(labels[expected], 'no ' .. expected .. ' among ' .. table.concat(vim.tbl_keys(labels), ', '))
  end
  check(not labels.Tab and not labels.TableView, 'offers a child that a Toolbar does not take')
end)

test('the preferred quickfix, applied, removes its diagnostic', function()
  local bufnr = open('screens/StatusBarHidden.view')
  local action = apply_action(bufnr, 'status-bar/hidden', function(a)
    return a.kind == 'quickfix' and a.isPreferred
  end)
  eq(action.diagnostics[1].code, 'status-bar/hidden', 'the action fixes')
  local _, text = line_of(bufnr, '^%s*StatusBar {')
  check(not text:find('hidden'), 'still hidden: ' .. text)
  eq(#with_code(bufnr, 'status-bar/hidden'), 0, 'status-bar/hidden after the fix')
  eq(#vim.diagnostic.get(bufnr), 0, 'diagnostics after the fix')
end)

test('"Disable RULE for this line", applied, silences the rule', function()
  local bufnr = open('screens/BarsFixedHeight.view')
  apply_action(bufnr, 'bars/fixed-height', function(a)
    return a.kind == 'quickfix' and a.title == 'Disable bars/fixed-height for this line'
  end)
  line_of(bufnr, '// viewls%-disable%-next%-line bars/fixed%-height')
  eq(#vim.diagnostic.get(bufnr), 0, 'diagnostics after disabling')
end)

test('source.fixAll.viewls, applied, fixes the file', function()
  local bufnr = open('screens/TabBarRemovedTab.view')
  wait_published(bufnr)
  eq(#with_code(bufnr, 'tab-bar/removed-tab'), 1, 'tab-bar/removed-tab before fix-all')
  local actions, client = request(bufnr, 'textDocument/codeAction', {
    textDocument = { uri = uri(bufnr) },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = {}, only = { 'source.fixAll.viewls' } },
  })
  eq(#actions, 1, 'fix-all actions')
  eq(actions[1].kind, 'source.fixAll.viewls', 'kind')
  vim.lsp.util.apply_workspace_edit(actions[1].edit, client.offset_encoding or 'utf-16')
  wait_published(bufnr)
  eq(#with_code(bufnr, 'tab-bar/removed-tab'), 0, 'tab-bar/removed-tab after fix-all')
  line_of(bufnr, 'enabled: false')
end)

test('a line typed into the buffer brings a new diagnostic (incremental sync)', function()
  local line = line_of(about, '^%s*font: body$')
  vim.api.nvim_set_current_buf(about)  -- Neovim 0.11 pulls diagnostics only for buffers on screen
  vim.api.nvim_buf_set_lines(about, line, line + 1, false, { '        fontSize: 13' })
  wait_published(about)
  local found = with_code(about, 'text-view/fixed-font')
  eq(#found, 1, 'text-view/fixed-font diagnostics')
  eq(found[1].lnum, line, 'line')
end)

test('an edit after CJK text lands at the right column', function()
  local line, text = line_of(too_many, '"今日要闻"')
  local _, stop = text:find('"今日要闻"', 1, true)
  vim.api.nvim_set_current_buf(too_many)
  vim.api.nvim_buf_set_text(too_many, line, stop, line, stop, { '; hieght: 1' })
  wait_published(too_many)
  local found = with_code(too_many, 'unknown-property')
  eq(#found, 1, 'unknown-property diagnostics')
  eq(found[1].lnum, line, 'line')
  eq(found[1].col, stop + 2, 'byte column of hieght')
  check(found[1].message:find('hieght', 1, true), 'message: ' .. found[1].message)
  eq(#with_code(too_many, 'tab-bar/too-many-tabs'), 1, 'tab-bar/too-many-tabs still reported')
end)

-- Writes a file into the workspace and opens it.
local function create(relative, lines)
  vim.fn.writefile(lines, ws .. '/' .. relative)
  return open(relative)
end

test('formatting gives the canonical layout, CJK and emoji kept', function()
  local bufnr = create('screens/Messy.view', { 'Screen {', '  title:"书架 📚";Label{text:"Привет" }', '}' })
  wait_published(bufnr)
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, async = false, timeout_ms = WAIT })
  else
    vim.lsp.buf.formatting_sync(nil, WAIT)
  end
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  eq(table.concat(lines, '\n'), 'Screen {\n    title: "书架 📚"\n    Label { text: "Привет" }\n}', 'formatted buffer')
end)

test('renaming a screen edits its uses and renames its file', function()
  local detail = create('screens/Detail.view', { 'Screen {', '    title: "Подробно 详情"', '}' })
  local shelf = create('screens/Shelf.view', { 'Screen {', '    Button { title: "书 📖"; push: Detail }', '}' })
  wait_published(shelf)
  local line, text = line_of(shelf, 'push: Detail')
  local column = vim.lsp.util.character_offset(shelf, line, text:find('Detail') - 1, viewls_clients(shelf)[1].offset_encoding or 'utf-16')
  local prepared = request(shelf, 'textDocument/prepareRename', position(shelf, line, column))
  eq(prepared and prepared.placeholder, 'Detail', 'prepareRename placeholder')
  local params = position(shelf, line, column)
  params.newName = 'Book'
  local edit, client = request(shelf, 'textDocument/rename', params)
  check(edit and edit.documentChanges, 'no documentChanges: ' .. vim.inspect(edit))
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding or 'utf-16')
  local _, renamed = line_of(shelf, 'push: ')
  eq(renamed, '    Button { title: "书 📖"; push: Book }', 'the use after rename')
  eq(vim.fn.filereadable(ws .. '/screens/Detail.view'), 0, 'Detail.view still exists')
  eq(vim.fn.readfile(ws .. '/screens/Book.view')[2], '    title: "Подробно 详情"', 'Book.view on disk')
  check(not vim.api.nvim_buf_is_valid(detail) or vim.api.nvim_buf_get_name(detail) ~= ws .. '/screens/Detail.view',
    'a buffer still holds Detail.view')
  -- The renamed file, opened, is where the use leads.
  local book = open('screens/Book.view')
  wait_published(book)
  vim.cmd('buffer ' .. shelf)
  local result = request(shelf, 'textDocument/definition', position(shelf, line, column + 1))
  local target = result and (result[1] or result)
  eq(target and (target.uri or target.targetUri), vim.uri_from_fname(ws .. '/screens/Book.view'), 'definition after rename')
end)

-- :ViewlsPreview and :ViewlsPreviewStop.
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h')
dofile(here .. '/preview.lua')({ ws = ws, test = test, check = check, eq = eq, open = open })

finish()
