@ui @shell.9
Feature: Languages
  The interface is in Chinese, English or Japanese: from the language cookie (django_language), else
  the browser's first two letters, with English as the fallback. Every shell string exists in all three.

  @shell.9.languages @shell.1.languages @domain.1.languages
  Scenario Outline: the language cookie "<cookie>" shows the shell in <language>
    Given the language cookie says "<cookie>"
    And "admin" has signed in
    Then the view switcher offers exactly "<views>"
    And they see "<version>"

    Examples:
      | cookie  | language | views                                                   | version        |
      | zh-hans | Chinese  | 控制台, 审计台, 工作台, 工单, 系统设置                    | 版本 2.26.1     |
      | en      | English  | Console, Audit, Workbench, Tickets, Settings            | Version 2.26.1 |
      | ja      | Japanese | コンソール, 監査台, ワークベンチ, チケット, システム設定      | バージョン 2.26.1 |
      | fr      | English  | Console, Audit, Workbench, Tickets, Settings            | Version 2.26.1 |

  @shell.9.languages
  Scenario Outline: without a language cookie the browser's "<browser>" picks <language>
    Given the browser language is "<browser>"
    And "user" has signed in
    Then the view switcher offers exactly "<views>"

    Examples:
      | browser | language | views        |
      | ja-JP   | Japanese | ワークベンチ, チケット |
      | zh-CN   | Chinese  | 工作台, 工单   |
      | de-DE   | English  | Workbench, Tickets |

  Scenario: choosing a language in the account menu writes the language cookie
    Given "user" has signed in
    When they open the "Account menu" menu
    And they choose "Language" in the menu
    And they choose "中文" in the menu
    Then the view switcher offers exactly "工作台, 工单"
    And the cookie "django_language" is "zh-hans"

  @shell.9.languages @shell.1.languages @domain.1.languages @shell.3.options-metadata @domain.2.console.users
  Scenario Outline: in <language> the user list shows the server's column names, filters and choice names in <language> too
    Given the language cookie says "<cookie>"
    And "admin" is on the user list
    Then the table has the columns "<columns>"
    When they filter "<source>" by "<local>"
    Then every row shows "<local>" in the "<source>" column

    Examples:
      | language | cookie  | columns                                                                  | source | local  |
      | Chinese  | zh-hans | 名称, 用户名, 邮箱, 用户组, 角色, 来源, 激活, 动作                                 | 来源    | 数据库  |
      | Japanese | ja      | 名前, ユーザー名, メール, ユーザーグループ, ロール, ソース, 有効, アクション             | ソース  | ローカル |

  @shell.9.languages @shell.1.languages @shell.3.options-metadata @shell.5.form.choice-widget
  Scenario Outline: in <language> the user form shows the server's field labels and choice names in <language>
    Given the language cookie says "<cookie>"
    And "admin" opens the user form "/create"
    Then the field "<username>" is a one-line text input
    And the field "<mfa>" is a radio group of "<levels>"

    Examples:
      | language | cookie  | username | mfa      | levels               |
      | Chinese  | zh-hans | 用户名    | 多因子认证 | 禁用, 启用, 强制启用    |
      | Japanese | ja      | ユーザー名 | MFA      | 無効, 有効, 強制有効    |

  @shell.9.languages
  Scenario: choosing a language reads the list again in it, without a reload
    Given "admin" is on the user list
    When they open the "Account menu" menu
    And they choose "Language" in the menu
    And they choose "日本語" in the menu
    Then the table has the columns "名前, ユーザー名, メール, ユーザーグループ, ロール, ソース, 有効, アクション"
