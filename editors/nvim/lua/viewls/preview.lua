-- lua/viewls/preview.lua — owns :ViewlsPreview and :ViewlsPreviewStop: one
-- `viewls preview --serve ROOT` job per workspace root, started on demand or
-- reused, whose first line on standard output is the URL of the live preview;
-- the URL is printed and, on Neovim 0.10+, opened with vim.ui.open. The jobs
-- end with :ViewlsPreviewStop or when Neovim exits (VimLeavePre).
local M = {}

--- `executable`: the viewls to run; default the language server's own.
M.options = {}

local jobs = {} -- root → { id, url, stopping, pending, stderr, waiting }

local function echo(text, highlight)
  vim.api.nvim_echo({ { text, highlight } }, true, {})
end

local function viewls_clients()
  local get = vim.lsp.get_clients or vim.lsp.get_active_clients
  return vim.tbl_filter(function(client)
    return client.name == 'viewls'
  end, get())
end

local function attached_client(bufnr)
  for _, client in ipairs(viewls_clients()) do
    if vim.lsp.buf_is_attached(bufnr, client.id) then
      return client
    end
  end
end

local function client_root(client)
  if type(client.root_dir) == 'string' then
    return client.root_dir
  end
  if client.config and type(client.config.root_dir) == 'string' then
    return client.config.root_dir
  end
  local folder = client.workspace_folders and client.workspace_folders[1]
  return folder and vim.uri_to_fname(folder.uri) or nil
end

--- The workspace root: the viewls client's root directory for the buffer, else the current directory.
function M.root(bufnr)
  local client = attached_client(bufnr or vim.api.nvim_get_current_buf())
  return (client and client_root(client)) or vim.loop.cwd()
end

local function command_executable(cmd)
  return type(cmd) == 'table' and type(cmd[1]) == 'string' and cmd[1] or nil
end

--- The viewls to run: `options.executable`, else the server command's (of the
--- buffer's client, any viewls client, setup{ cmd }, vim.lsp.config), else `viewls`.
function M.executable(bufnr)
  if M.options.executable then
    return M.options.executable
  end
  local attached = attached_client(bufnr or vim.api.nvim_get_current_buf())
  local clients = attached and { attached } or viewls_clients()
  local found
  for _, client in ipairs(clients) do
    found = found or command_executable(client.config.cmd)
  end
  found = found or command_executable(require('viewls').server_cmd)
  if not found and type(vim.lsp.config) == 'table' then
    local ok, config = pcall(function()
      return vim.lsp.config.viewls
    end)
    found = ok and config and command_executable(config.cmd) or nil
  end
  return found or 'viewls'
end

local function show(url, running)
  echo(string.format('viewls preview%s: %s', running and ' (running)' or '', url))
  if vim.ui and type(vim.ui.open) == 'function' then -- Neovim 0.10+
    local ok, result, err = pcall(vim.ui.open, url)
    if not ok or err then
      echo('viewls preview: could not open a browser (' .. tostring(ok and err or result) .. '); open the URL above', 'WarningMsg')
    end
  end
end

local function stop_all()
  for _, root in ipairs(vim.tbl_keys(jobs)) do
    M.stop(root)
  end
end

local function start(root, executable)
  local job = { root = root, pending = '', stderr = {}, waiting = true }
  local function on_stdout(_, data)
    if not job.waiting or not data then
      return
    end
    job.pending = job.pending .. data[1]
    if #data < 2 then
      return -- no whole line yet
    end
    job.waiting = false
    local line = vim.trim(job.pending)
    if line:match('^https?://%S+$') then
      job.url = line
      show(line, false)
    else
      echo('viewls preview: unexpected first line from "' .. executable .. ' preview --serve": ' .. line, 'ErrorMsg')
      M.stop(root)
    end
  end
  local function on_stderr(_, data)
    for _, line in ipairs(data or {}) do
      if line ~= '' and #job.stderr < 20 then
        table.insert(job.stderr, line)
      end
    end
  end
  local function on_exit(_, code)
    if jobs[root] == job then
      jobs[root] = nil
    end
    if job.stopping then
      return
    end
    local reason = #job.stderr > 0 and (': ' .. table.concat(job.stderr, ' ')) or ''
    if job.url then
      echo(string.format('viewls preview for %s ended (exit %d)%s', root, code, reason), 'WarningMsg')
    else
      echo(string.format('viewls preview: "%s preview --serve" ended (exit %d) without a URL%s', executable, code, reason), 'ErrorMsg')
    end
  end
  local id = vim.fn.jobstart({ executable, 'preview', '--serve', root }, {
    cwd = root,
    on_stdout = on_stdout,
    on_stderr = on_stderr,
    on_exit = on_exit,
  })
  if id <= 0 then
    echo('viewls preview: cannot run "' .. executable .. '" (set cmd in setup{}, or put viewls on PATH)', 'ErrorMsg')
    return nil
  end
  job.id = id
  jobs[root] = job
  vim.api.nvim_create_autocmd('VimLeavePre', {
    group = vim.api.nvim_create_augroup('viewls_preview', { clear = true }),
    callback = stop_all,
  })
  return job
end

--- :ViewlsPreview — the preview of the current buffer's workspace: started, or the running one reused.
function M.open(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local root = M.root(bufnr)
  local job = jobs[root]
  if job then
    if job.url then
      show(job.url, true)
    else
      echo('viewls preview: starting for ' .. root .. '…')
    end
    return job
  end
  return start(root, M.executable(bufnr))
end

--- Stops the preview of `root` (all of them when nil); returns how many were stopped.
function M.stop(root)
  if root == nil then
    local count = vim.tbl_count(jobs)
    stop_all()
    return count
  end
  local job = jobs[root]
  if not job then
    return 0
  end
  job.stopping = true
  jobs[root] = nil
  vim.fn.jobstop(job.id)
  return 1
end

--- The running previews: root → { id, url }.
function M.running()
  local list = {}
  for root, job in pairs(jobs) do
    list[root] = { id = job.id, url = job.url }
  end
  return list
end

--- `executable` (optional): the viewls to run instead of the server's.
function M.setup(opts)
  M.options = vim.tbl_extend('force', {}, opts or {})
end

--- Defines :ViewlsPreview and :ViewlsPreviewStop[!] (again: harmless).
function M.create_commands()
  vim.api.nvim_create_user_command('ViewlsPreview', function()
    M.open()
  end, { desc = 'viewls: start or reuse the live preview of this workspace and open it' })
  vim.api.nvim_create_user_command('ViewlsPreviewStop', function(args)
    local root = not args.bang and M.root() or nil
    local count = M.stop(root)
    if count == 0 then
      echo('viewls preview: none running' .. (root and (' for ' .. root) or ''))
    else
      echo(string.format('viewls preview: stopped %s', root or (count .. ' server' .. (count == 1 and '' or 's'))))
    end
  end, { bang = true, desc = 'viewls: stop the live preview of this workspace (! every one)' })
end

return M
