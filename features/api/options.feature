@api @mock.1.options
Feature: Field metadata from OPTIONS
  OPTIONS on a list URL (with draw=1&display=1) answers name, description, renders, parses and
  actions; actions has one entry per method of POST, PUT, GET, PATCH the user may use; a field_info
  shows type, required, default, read_only, label, help_text, lengths, write_only, child, children
  and choices, each only when set; GET adds "filter": true to filter fields and "order": true to
  ordering fields (reference §1.6).

  Scenario: the top-level keys
    Given a client signed in as "admin"
    When the client calls OPTIONS "/api/v1/users/groups/?draw=1&display=1"
    Then the answer has status 200
    And the answer has exactly the keys "name, description, renders, parses, actions"
    And the metadata offers the actions "POST, GET"

  Scenario: a required string field of the user group
    Given a client signed in as "admin"
    When the client calls OPTIONS "/api/v1/users/groups/?draw=1&display=1"
    Then the POST metadata of "name" has exactly the keys "type, required, read_only, label, max_length, write_only"
    And the POST metadata of "name" says type is "\"string\""
    And the POST metadata of "name" says required is "true"
    And the POST metadata of "name" says max_length is "128"
    And the POST metadata of "users" says type is "\"field\""

  Scenario: filter and order flags appear in GET only
    Given a client signed in as "admin"
    When the client calls OPTIONS "/api/v1/users/users/?draw=1&display=1"
    Then the GET metadata of "username" says filter is "true"
    And the GET metadata of "name" says order is "true"
    And the GET metadata of "email" has no order
    And the GET metadata of "comment" has no filter
    And the POST metadata of "username" has no filter

  Scenario: choices carry value and display name, even on read-only fields
    Given a client signed in as "admin"
    When the client calls OPTIONS "/api/v1/users/users/?draw=1&display=1"
    Then the POST metadata of "mfa_level" says type is "\"choice\""
    And the POST metadata of "mfa_level" offers the choice "0" shown as "Disable"
    And the POST metadata of "mfa_level" offers the choice "2" shown as "Force enable"
    And the POST metadata of "password" says write_only is "true"

  @mock.1.org-permissions
  Scenario: a method the user may not use is left out
    Given a client signed in as "orgauditor"
    When the client calls OPTIONS "/api/v1/users/groups/?draw=1&display=1"
    Then the answer has status 200
    And the metadata offers the actions "GET"
    And the metadata does not offer the action "POST"

  @mock.1.languages
  Scenario Outline: labels and choice names come in the request's language: cookie "<cookie>", Accept-Language "<accept>"
    Given a client signed in as "admin"
    And the client's language cookie says "<cookie>"
    And the client asks in the language "<accept>"
    When the client calls OPTIONS "/api/v1/users/users/?draw=1&display=1"
    Then the POST metadata of "username" says label is "\"<username>\""
    And the POST metadata of "mfa_level" offers the choice "2" shown as "<force>"
    And the GET metadata of "source" offers the choice "\"local\"" shown as "<local>"

    Examples:
      | cookie  | accept         | username | force        | local  |
      | zh-hans | ja             | 用户名    | 强制启用      | 数据库  |
      | ja      | zh-CN          | ユーザー名 | 強制有効      | ローカル |
      | fr      | ja-JP,ja;q=0.9 | ユーザー名 | 強制有効      | ローカル |
      |         | zh-CN,zh;q=0.9 | 用户名    | 强制启用      | 数据库  |
      |         | de-DE          | Username | Force enable | Local  |

  @mock.1.languages
  Scenario: help texts come in the request's language
    Given a client signed in as "admin"
    And the client asks in the language "ja"
    When the client calls OPTIONS "/api/v1/assets/system-users/?draw=1&display=1"
    Then the POST metadata of "priority" says help_text is "\"1-100、値が小さいほど優先的に一致します\""
    And the POST metadata of "priority" says label is "\"優先度\""

  @mock.1.languages
  Scenario: the names a row shows of its choices and roles come in the request's language
    Given a client signed in as "admin"
    And the client asks in the language "zh-CN"
    When the client calls GET "/api/v1/users/users/?search=ldapuser"
    Then every row has "source_display" equal to "LDAP/AD"
    And every row has "mfa_level_display" equal to "禁用"
    And every row has "system_roles_display" equal to "用户"

  @mock.1.languages
  Scenario Outline: a list that writes nothing labels its fields and names its choices in <language> where the server translates them, in English where it does not
    Given a client signed in as "admin"
    And the client asks in the language "<accept>"
    When the client calls OPTIONS "/api/v1/audits/login-logs/"
    Then the GET metadata of "datetime" says label is "\"<date login>\""
    And the GET metadata of "type" offers the choice "\"T\"" shown as "Terminal"
    When the client calls OPTIONS "/api/v1/audits/ftp-logs/"
    Then the GET metadata of "operate" offers the choice "\"Upload\"" shown as "<upload>"
    When the client calls OPTIONS "/api/v1/notifications/site-message/"
    Then the GET metadata of "subject" says label is "\"Subject\""

    Examples:
      | language | accept | date login | upload       |
      | Chinese  | zh-CN  | 登录日期   | 上传         |
      | Japanese | ja     | ログイン日時 | アップロード |
