@ui
Feature: Replay and command storages take the fields of their type (domain §2 settings/terminal; domain §3 storage)
  A storage's type-specific fields (bucket, endpoint, account name and key…) are those the server
  describes for the chosen type; the server's 400 on one of them shows under that field (shell §5).

  @domain.2.settings.terminal @domain.3.storage @shell.3.field-encryption @shell.5.server-400-fields
  Scenario: an S3 replay storage is created with its own fields, a missing one answered under it
    Given "admin" opens the new replay storage form
    When they fill "Name" with "s3-replays"
    And they choose "S3" in the field "Type"
    And they fill "Bucket" with "jms-replays"
    And they fill "Access key" with "AKIAEXAMPLE"
    And they fill "Secret key" with "s3cr3t"
    And they submit the form
    Then the field "Endpoint" says "This field is required."
    When they fill "Endpoint" with "https://s3.example.com"
    And they submit the form
    Then they see "s3-replays"
    And the "meta.SECRET_KEY" of the POST of "/api/v1/terminal/replay-storages/" was an encrypted key, one colon, then the encrypted text, not "s3cr3t"

  # The command storages' list address offers no bulk update, so its OPTIONS lists POST alone: the
  # update form takes the fields the detail's PUT takes, those of POST (the form once showed none).
  # 2.26.1 checks an Elasticsearch storage's nodes on every save (CommandStorage.save): the seeded one's
  # node (es.example.com, a host the mock never answers for) does not answer, so the rename is refused
  # with the server's words above the fields, and the values typed stay; with a node that answers it saves.
  @domain.2.settings.terminal @domain.3.storage
  Scenario: the Elasticsearch command storage is renamed on a form holding its stored fields, once its node answers
    Given "admin" opens the update form of the command storage "elasticsearch"
    Then the field "Name" holds "elasticsearch"
    And the field "Hosts" holds "http://es.example.com:9200"
    And the field "Index" holds "jumpserver"
    When they fill "Name" with "es-commands"
    And they fill "Index" with "jms-commands"
    And they submit the form
    Then the form alerts "Invalid elasticsearch config", in view
    And the field "Name" holds "es-commands"
    And the field "Hosts" holds "http://es.example.com:9200"
    And the field "Index" holds "jms-commands"
    And the server holds the command storage "elasticsearch" named "elasticsearch"
    When they fill "Hosts" with "http://10.0.0.20:9200"
    And they submit the form
    Then the server holds the command storage "es-commands" named "es-commands"

  @domain.2.settings.terminal @domain.9.search-defaults
  Scenario: an Elasticsearch command storage's index is "jumpserver" unless changed, and its doc type is "command"
    Given "admin" opens the new command storage form
    When they fill "Name" with "es-commands"
    And they choose "Elasticsearch" in the field "Type"
    Then the field "Index" holds "jumpserver"
    When they fill "Hosts" with "http://search.invalid:9200"
    And they submit the form
    Then the form alerts "Invalid elasticsearch config", in view
    And the field "Name" holds "es-commands"
    And the field "Hosts" holds "http://search.invalid:9200"
    When they fill "Hosts" with "http://10.0.0.20:9200"
    And they submit the form
    Then they see "es-commands"
    And the server keeps the command storage "es-commands" with the index "jumpserver" and the doc type "command"

  @domain.2.settings.terminal
  Scenario: a storage is tested: the database answers, an Elasticsearch node nobody runs does not
    Given "admin" has signed in
    When they open "/ui/settings/terminal?activeTab=CommandStorage"
    And they press "Test" in the row "default"
    Then a toast says "Test successful"
    When they press "Test" in the row "elasticsearch"
    Then an error toast says "Test failure: Account invalid"

  @domain.2.settings.terminal
  Scenario: another storage set as default takes the mark from the database one, which stays built in
    Given the server stores the command storage "elasticsearch" with:
      | meta | {"HOSTS": ["http://10.0.0.20:9200"]} |
    And "admin" has signed in
    When they open "/ui/settings/terminal?activeTab=CommandStorage"
    Then the row "default" refuses "Set as default", saying "This is the default storage; set another as default first"
    And the row "default" refuses "Edit", saying "The built-in storage cannot be changed or deleted"
    And the row "default" refuses "Delete", saying "The built-in storage cannot be changed or deleted"
    When they press "Set as default" in the row "elasticsearch"
    Then a toast says "“elasticsearch” is now the default storage"
    And the server holds "elasticsearch" as the only default command storage
    And the row "elasticsearch" refuses "Set as default", saying "This is the default storage; set another as default first"

  # The server saves the storage, then checks it can reach it (2.26.1 CommandStorage.save): the seeded
  # Elasticsearch storage's node (es.example.com) never answers, so the mark stays with the database.
  @domain.2.settings.terminal
  Scenario: a storage whose node does not answer is not set as default, and the server's words say why
    Given "admin" has signed in
    When they open "/ui/settings/terminal?activeTab=CommandStorage"
    And they press "Set as default" in the row "elasticsearch"
    Then an error toast says "Invalid elasticsearch config"
    And the server holds "default" as the only default command storage

  # Domain §3 Storage: "index, doc type, hosts". Hosts are typed comma-separated and kept as a list
  # (2.26: HOSTS is a list of URLs); the doc type is the server's hidden field, "command" (domain §9),
  # not offered on the form (as in the real console).
  @domain.2.settings.terminal @domain.3.storage
  Scenario: an Elasticsearch command storage keeps its hosts as a list, its index and its doc type
    Given "admin" opens the update form of the command storage "elasticsearch"
    When they fill "Hosts" with "http://10.0.0.21:9200, http://10.0.0.22:9200"
    And they fill "Index" with "jms-commands"
    And they submit the form
    Then they see "elasticsearch"
    And the server keeps the command storage "elasticsearch" with the meta:
      | HOSTS    | ["http://10.0.0.21:9200", "http://10.0.0.22:9200"] |
      | INDEX    | jms-commands                                       |
      | DOC_TYPE | command                                            |
    Given "admin" opens the update form of the command storage "elasticsearch"
    Then the field "Hosts" holds "http://10.0.0.21:9200,http://10.0.0.22:9200"
    And the field "Index" holds "jms-commands"

  # Domain §3 Storage: "account name/key, container name, endpoint suffix" (2.26 type azure). The
  # account key is write-only: the update form leaves it empty.
  @domain.2.settings.terminal @domain.3.storage
  Scenario: an Azure replay storage keeps its container, account and endpoint suffix, and its form shows them
    Given "admin" opens the new replay storage form
    When they fill "Name" with "azure-replays"
    And they choose "Azure" in the field "Type"
    And they fill "Container name" with "jms-replays"
    And they fill "Account name" with "jmsaccount"
    And they fill "Account key" with "azure-key-1"
    And they choose "core.windows.net" in the field "Endpoint suffix"
    And they submit the form
    Then they see "azure-replays"
    And the server keeps the replay storage "azure-replays" with the meta:
      | CONTAINER_NAME  | jms-replays      |
      | ACCOUNT_NAME    | jmsaccount       |
      | ENDPOINT_SUFFIX | core.windows.net |
    Given "admin" opens the update form of the replay storage "azure-replays"
    Then the field "Container name" holds "jms-replays"
    And the field "Account name" holds "jmsaccount"
    And the field "Account key" holds ""
    And the option "core.windows.net" is chosen in the field "Endpoint suffix"
