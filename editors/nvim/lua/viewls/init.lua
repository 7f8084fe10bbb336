-- lua/viewls/init.lua — owns the viewls client for Neovim: setup(opts), the client
-- configuration, root detection and the answer to workspace/configuration.
-- The preview commands are lua/viewls/preview.lua's.
-- Works on Neovim 0.7 (start_client + buf_attach_client), 0.8–0.10 (vim.lsp.start)
-- and 0.11+ (vim.lsp.config + vim.lsp.enable), chosen by feature detection.
local M = {}

M.root_markers = { '.viewls.json', '.git' }

local clients_by_root = {} -- Neovim 0.7 only: one client id per root directory

-- An empty Lua table encodes as a JSON array; the server expects an object.
local function as_object(value)
  if type(value) == 'table' and next(value) == nil then
    return vim.empty_dict()
  end
  return value
end

local function dirname(path)
  return vim.fn.fnamemodify(path, ':h')
end

--- The workspace root for a file: the nearest folder above it holding
--- `.viewls.json`, else the nearest holding `.git`, else the file's own folder.
function M.find_root(path, markers)
  local start = (path == nil or path == '') and vim.loop.cwd() or dirname(vim.fn.fnamemodify(path, ':p'))
  for _, marker in ipairs(markers or M.root_markers) do
    local dir = start
    while true do
      if vim.loop.fs_stat(dir .. '/' .. marker) then
        return dir
      end
      local parent = dirname(dir)
      if parent == dir then
        break
      end
      dir = parent
    end
  end
  return start
end

-- Look a dotted section up in the client's settings ({ viewls = { … } }).
local function lookup(settings, section)
  local value = settings or vim.empty_dict()
  if section == nil or section == '' then
    return as_object(value)
  end
  for key in string.gmatch(section, '[^.]+') do
    if type(value) ~= 'table' or value[key] == nil then
      return vim.NIL
    end
    value = value[key]
  end
  return as_object(value)
end

-- One answer per requested item, in order (also for items without a section).
local function on_configuration(_, result, ctx)
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  local settings = client and client.config and client.config.settings
  local answer = {}
  for i, item in ipairs(result and result.items or {}) do
    answer[i] = lookup(settings, item.section)
  end
  return answer
end

-- initializationOptions are the `viewls` settings unless init_options is set.
local function before_init(params, config)
  if config.init_options == nil then
    local settings = config.settings and config.settings.viewls
    params.initializationOptions = as_object(settings or {})
  end
end

--- The client configuration shared by every Neovim version. `opts.cmd` is the
--- server command, `opts.settings` the viewls settings (same keys as .viewls.json);
--- `opts.root_markers`, `opts.on_attach` and `opts.capabilities` are optional.
function M.config(opts)
  opts = opts or {}
  local settings = as_object(vim.deepcopy(opts.settings or {}))
  local markers = opts.root_markers or M.root_markers
  return {
    name = 'viewls',
    cmd = opts.cmd or { 'viewls', 'serve' },
    filetypes = { 'view' },
    -- Neovim 0.11's form; setup() replaces it with a path on older versions.
    root_dir = function(bufnr, on_dir)
      on_dir(M.find_root(vim.api.nvim_buf_get_name(bufnr), markers))
    end,
    settings = { viewls = settings },
    before_init = before_init,
    handlers = { ['workspace/configuration'] = on_configuration },
    on_attach = opts.on_attach,
    capabilities = opts.capabilities,
  }
end

-- Filetype detection again from setup(), for plugin managers that add this folder
-- to 'runtimepath' after startup, when ftdetect/ is no longer read.
local function detect_filetype()
  if vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { view = 'view' } })
  end
  vim.api.nvim_create_autocmd({ 'BufNewFile', 'BufRead' }, {
    group = vim.api.nvim_create_augroup('viewls_filetype', { clear = true }),
    pattern = '*.view',
    command = 'setfiletype view',
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype == ''
        and vim.api.nvim_buf_get_name(bufnr):match('%.view$') then
      vim.bo[bufnr].filetype = 'view' -- runs the FileType autocommands that attach
    end
  end
end

-- Neovim ≤ 0.10: start (or reuse) the client for this buffer's root and attach.
local function attach(base, bufnr, markers)
  if vim.bo[bufnr].buftype ~= '' then
    return
  end
  local root = M.find_root(vim.api.nvim_buf_get_name(bufnr), markers)
  local config = vim.tbl_extend('force', base, {
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
  })
  if vim.lsp.start then -- 0.8+: reuses a client with the same name and root
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  local id = clients_by_root[root]
  if not (id and vim.lsp.get_client_by_id(id)) then
    config.on_exit = function()
      clients_by_root[root] = nil
    end
    id = vim.lsp.start_client(config)
    clients_by_root[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
    if vim.bo[bufnr].omnifunc == '' then -- newer versions set this themselves
      vim.bo[bufnr].omnifunc = 'v:lua.vim.lsp.omnifunc'
    end
  end
end

--- The server command setup() was given: :ViewlsPreview runs the same viewls.
M.server_cmd = nil

--- Start viewls for `view` buffers. Call once, e.g. `require('viewls').setup{}`.
function M.setup(opts)
  local config = M.config(opts)
  M.server_cmd = config.cmd
  require('viewls.preview').create_commands()
  if vim.lsp.config ~= nil and type(vim.lsp.enable) == 'function' then -- 0.11+
    vim.lsp.config('viewls', config)
    vim.lsp.enable('viewls')
    detect_filetype()
    return
  end
  local markers = (opts or {}).root_markers
  config.root_dir = nil
  vim.api.nvim_create_autocmd('FileType', {
    group = vim.api.nvim_create_augroup('viewls', { clear = true }),
    pattern = 'view',
    callback = function(args)
      attach(config, args.buf, markers)
    end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do -- buffers opened before setup()
    if vim.api.nvim_buf_is_loaded(bufnr) and vim.bo[bufnr].filetype == 'view' then
      attach(config, bufnr, markers)
    end
  end
  detect_filetype()
end

return M
