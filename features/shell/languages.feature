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
