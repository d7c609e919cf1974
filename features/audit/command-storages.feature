Feature: Command records are read per command storage
  JumpServer 2.26 keeps the commands of sessions in command storages (the database, or an Elasticsearch
  node) and lists the commands of one storage at a time: its command list reads ?command_storage_id=, and
  answers none without it (reference: terminal/api/command.py; the recorded 2.26.1 server's command list
  is empty). A session's own commands are read across the storages with ?session_id=. So the console's
  command list shows the storages beside the commands, each with how many commands the list's filters
  select, and lists the first storage the server can read. A storage it cannot read is marked, and
  choosing it says so (domain §8: the search storage node unavailable message).

  # The 2.26.1 server refuses a storage it cannot read before the list itself: its permission check asks
  # the view's get_queryset for the model, which raises (StorageInvalid) and is swallowed, leaving no
  # action allowed (rbac/permissions.py): a 403 "Action not allowed", never the 400 "Storage is invalid".
  @api @domain.2.audit.command
  Scenario: the server lists the commands of one storage, none without one, and refuses an unreadable one
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/terminal/commands/"
    Then the answer is a bare JSON array of 0 rows
    When the client reads the commands of the command storage "default"
    Then the answer is a bare JSON array of at least 10 rows
    When the client reads the commands of the command storage "elasticsearch"
    Then the answer has status 403
    And the answer field "detail" is "Action not allowed: list, only `` supported"
    And the answer field "code" is "permission_denied"

  # The same for a storage id naming no storage (CommandStorage.objects.get raises DoesNotExist, or a
  # ValidationError for a value that is not a UUID, inside the same permission check): 403, not 404.
  @api @domain.2.audit.command
  Scenario Outline: the server refuses the commands of a storage that does not exist with "Action not allowed"
    Given a client signed in as "admin"
    When the client calls GET "/api/v1/terminal/commands/?command_storage_id=<storage id>"
    Then the answer has status 403
    And the answer field "detail" is "Action not allowed: list, only `` supported"
    And the answer field "code" is "permission_denied"

    Examples:
      | storage id                           |
      | 6f1c2b3a-0000-4000-8000-00000000d00d |
      | not-a-storage                        |

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

  # A storage gone since the tree was read: the server refuses its commands with a 403 "Action not allowed"
  # (the client toasts shell §8's words for a 403); the page says the node is unavailable, reads the tree
  # again and lists a readable storage, rather than a permission error in place of the commands.
  @ui @domain.2.audit.command @domain.8.search-storage
  Scenario: a storage removed after the command list was opened is said to be unavailable, and a readable one is listed
    Given the server holds the Elasticsearch command storage "es-live" on "http://10.0.0.20:9200"
    And "admin" opens the command list
    Then the command storage "default" is chosen, counting as many commands as the list holds
    And the command storage "es-live" is marked "0 commands"
    When another administrator deletes the command storage "es-live"
    And they choose the command storage "es-live"
    Then an error toast says "Node is unavailable, please contact administrator"
    And the command storage "es-live" is not offered
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

  # At 1,400 px the storages beside the list left the command about 90 px. The panel folds away by its
  # button (one of the user's table preferences for the page, kept in tableConfig for them alone), and
  # the command is the list's flexible column: the others are as wide as what they hold.
  @ui @domain.2.audit.command @shell.3
  Scenario: the command storages fold away with the keyboard, the commands take their room, and the fold is remembered for that user
    Given the window is 1400 pixels wide
    And "admin" opens the command list
    Then the column "Command" is at least 150 pixels wide
    When they note how wide the column "Command" is
    And they tab to the button "Hide Command storages"
    And they press the keys "Enter"
    Then the panel "Command storages" is folded, its button "Show Command storages" saying it is collapsed
    And the column "Command" is wider than noted, by 40 pixels or more
    And the page has no serious or critical accessibility violations
    When they reload the page
    Then the panel "Command storages" is folded, its button "Show Command storages" saying it is collapsed
    When "auditor" opens the command list
    Then the panel "Command storages" is shown, its button "Hide Command storages" saying it is expanded
    When "admin" opens the command list
    Then the panel "Command storages" is folded, its button "Show Command storages" saying it is collapsed
    When they tab to the button "Show Command storages"
    And they press the keys "Enter"
    Then the panel "Command storages" is shown, its button "Hide Command storages" saying it is expanded
    And the command storage "default" is chosen, counting as many commands as the list holds
    And the page has no serious or critical accessibility violations

  @ui @domain.2.audit.command
  Scenario: a long command is read in full on the command list
    Given the window is 1400 pixels wide
    And a terminal has recorded the command "find /var/log -name '*.log' -mtime +30 -print0 | xargs -0 tar -czf /backup/old-logs.tar.gz && find /var/log -name '*.log' -mtime +30 -delete" in a session of "Administrator"
    And "admin" opens the command list
    Then the command list shows the whole of the command "find /var/log -name '*.log' -mtime +30 -print0 | xargs -0 tar -czf /backup/old-logs.tar.gz && find /var/log -name '*.log' -mtime +30 -delete"

  @api @domain.2.settings.terminal
  Scenario: the database storage is never deleted, and the default one neither
    Given a client signed in as "admin"
    When the client deletes the command storage "default"
    Then the answer has status 400
    And the answer field "msg" is "Deleting the default storage is not allowed"
    When the client sends POST "/api/v1/terminal/command-storages/?type=es" with the JSON:
      """
      {"name": "es-live", "type": "es", "meta": {"HOSTS": ["http://10.0.0.20:9200"]}}
      """
    Then the answer has status 201
    When the client calls PATCH the command storage "es-live" with is_default true
    Then the answer has status 200
    When the client deletes the command storage "es-live"
    Then the answer has status 400
    And the answer field "msg" is "Deleting the default storage is not allowed"

  # CommandStorage.save (2.26.1 terminal/models/storage.py) checks an Elasticsearch storage's nodes once
  # saved (pre_use_check): one that does not answer raises InvalidElasticsearch, a 400 {detail, code},
  # and the request's transaction keeps nothing. The mock runs no node: the hosts reserved for
  # documentation and tests never answer (example.com, the .invalid domain, 192.0.2.0/24…), others do.
  @api @domain.2.settings.terminal
  Scenario Outline: an Elasticsearch command storage on <host> is <kept or refused>
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/terminal/command-storages/?type=es" with the JSON:
      """
      {"name": "es-new", "type": "es", "meta": {"HOSTS": ["http://10.0.0.20:9200", "<host>"]}}
      """
    Then the answer has status <status>
    When the client calls GET "/api/v1/terminal/command-storages/?name=es-new"
    Then the answer is a bare JSON array of <kept> rows

    Examples:
      | host                       | kept or refused | status | kept |
      | http://10.0.0.21:9200      | kept            | 201    | 1    |
      | http://es.example.com:9200 | refused         | 400    | 0    |
      | http://search.invalid:9200 | refused         | 400    | 0    |
      | http://192.0.2.7:9200      | refused         | 400    | 0    |

  @api @domain.2.settings.terminal
  Scenario: saving an Elasticsearch command storage whose nodes do not answer says "Invalid elasticsearch config", whatever changed
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/terminal/command-storages/?type=es" with the JSON:
      """
      {"name": "es-down", "type": "es", "meta": {"HOSTS": ["http://search.invalid:9200"]}}
      """
    Then the answer has status 400
    And the answer field "detail" is "Invalid elasticsearch config"
    And the answer field "code" is "invalid_elasticsearch"
    When the client calls PATCH the command storage "elasticsearch" with is_default true
    Then the answer has status 400
    And the answer field "detail" is "Invalid elasticsearch config"
    And the answer field "code" is "invalid_elasticsearch"
