Feature: Command records are read per command storage
  JumpServer 2.26 keeps the commands of sessions in command storages (the database, or an Elasticsearch
  node) and lists the commands of one storage at a time: its command list reads ?command_storage_id=, and
  answers none without it (reference: terminal/api/command.py; the recorded 2.26.1 server's command list
  is empty). A session's own commands are read across the storages with ?session_id=. So the console's
  command list shows the storages beside the commands, each with how many commands the list's filters
  select, and lists the first storage the server can read. A storage it cannot read is marked, and
  choosing it says so (domain §8: the search storage node unavailable message).

  @api @domain.2.audit.command
  Scenario: the server lists the commands of one storage, none without one, and refuses an unreadable one
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/terminal/commands/"
    Then the answer is a bare JSON array of 0 rows
    When the client reads the commands of the command storage "default"
    Then the answer is a bare JSON array of at least 10 rows
    When the client reads the commands of the command storage "elasticsearch"
    Then the answer has status 400
    And the answer field "detail" is "Storage is invalid"
    And the answer field "code" is "storage_invalid"

  @api @domain.2.audit.command
  Scenario: the storage tree counts what each readable storage holds for the filters, and marks the others invalid
    Given a client signed in as "admin"
    When the client reads the command storage tree with the query "real=1"
    Then the tree's storage "default(server)" counts as many commands as the storage lists with the query ""
    And the tree's storage "elasticsearch(es)" is marked " *Invalid" and not valid
    When the client reads the command storage tree with the query "real=1&risk_level=5"
    Then the tree's storage "default(server)" counts as many commands as the storage lists with the query "risk_level=5"

  @ui @domain.2.audit.command @domain.8.search-storage
  Scenario: the command list reads the first readable storage, counts its commands, and says a node is unavailable
    Given "admin" opens the command list
    Then the command storage "default" is chosen, counting as many commands as the list holds
    And the command storage "elasticsearch" is marked "Unavailable"
    When they filter "Risk level" by "Dangerous"
    Then the command storage "default" is chosen, counting as many commands as the list holds
    When they choose the command storage "elasticsearch"
    Then an error toast says "Node is unavailable, please contact administrator"
    And the command storage "default" is chosen, counting as many commands as the list holds

  @ui @domain.8.search-storage @shell.9.languages
  Scenario Outline: the unavailable node is said in <language>
    Given the language cookie says "<cookie>"
    And "admin" opens the command list
    When they choose the command storage "elasticsearch"
    Then an error toast says "<message>"

    Examples:
      | language | cookie  | message                                          |
      | Chinese  | zh-hans | 节点不可用，请联系管理员                         |
      | Japanese | ja      | ノードが利用できません。管理者に連絡してください |

  @api @domain.2.settings.terminal
  Scenario: the database storage is never deleted, and the default one neither
    Given a client signed in as "admin"
    When the client deletes the command storage "default"
    Then the answer has status 400
    And the answer field "msg" is "Deleting the default storage is not allowed"
    When the client calls PATCH the command storage "elasticsearch" with is_default true
    Then the answer has status 200
    When the client deletes the command storage "elasticsearch"
    Then the answer has status 400
    And the answer field "msg" is "Deleting the default storage is not allowed"
