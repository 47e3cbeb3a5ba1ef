-- Tasks of the MCP tasks extension (src/mcp/tasks.rs): a long tool call answered at once with
-- a task id, run by the replica that took it, its state and result here so that any replica
-- answers tasks/get and tasks/cancel. Same dialect rules as 0001.
CREATE TABLE mcp_tasks (
    id TEXT PRIMARY KEY,
    principal TEXT NOT NULL,
    tool TEXT NOT NULL,
    status TEXT NOT NULL,
    status_message TEXT,
    result TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    cancel_requested_at TEXT
)
;
CREATE INDEX mcp_tasks_expires ON mcp_tasks (expires_at)
;
