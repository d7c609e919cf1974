@ui @domain.3.application-types
Feature: Every application type is created in its category and read back
  Domain §3: "Application types: chrome, mysql_workbench, vmware_client, custom, mysql, oracle,
  postgresql, mariadb, sqlserver, redis, mongodb, k8s. Categories: remote_app, db, cloud." Domain §2
  gives each category its list: remote apps (remote_app), databases (db), kubernetes (cloud). A user
  reads the labels 2.26 gives these choices (AppType, AppCategory), never the wire values. Each row
  fills the attributes its type requires (a remote app runs on an asset, a database needs a host and
  a database name, a cluster its address).

  Scenario Outline: a <type> application is created on the <list> list and shown with its type and category
    Given "admin" opens the <list> list
    When they create a <list> with:
      | Name     | <name>    |
      | Type     | <type>    |
      | <first>  | <value 1> |
      | <second> | <value 2> |
    And they open the <list> "<name>"
    Then the detail shows "Type" as "<type>"
    And the detail shows "Category" as "<category>"

    Examples:
      | list       | type            | category   | name           | first   | value 1                        | second           | value 2                 |
      | remote app | Chrome          | Remote app | Portal         | Asset   | db-01 (10.0.0.2)               | Application path | C:\Apps\chrome.exe      |
      | remote app | MySQL Workbench | Remote app | Workbench      | Asset   | db-01 (10.0.0.2)               | Application path | C:\Apps\workbench.exe   |
      | remote app | vSphere Client  | Remote app | vSphere        | Asset   | db-01 (10.0.0.2)               | Application path | C:\Apps\vsphere.exe     |
      | remote app | Custom          | Remote app | Custom tool    | Asset   | db-01 (10.0.0.2)               | Application path | C:\Apps\tool.exe        |
      | database   | MySQL           | Database   | Orders mysql   | Host    | 10.0.9.71                      | Database         | orders                  |
      | database   | Oracle          | Database   | Orders oracle  | Host    | 10.0.9.72                      | Database         | orcl                    |
      | database   | PostgreSQL      | Database   | Orders pg      | Host    | 10.0.9.73                      | Database         | orders                  |
      | database   | MariaDB         | Database   | Orders maria   | Host    | 10.0.9.74                      | Database         | orders                  |
      | database   | SQLServer       | Database   | Orders mssql   | Host    | 10.0.9.75                      | Database         | orders                  |
      | database   | Redis           | Database   | Cache redis    | Host    | 10.0.9.76                      | Database         | 0                       |
      | database   | MongoDB         | Database   | Orders mongo   | Host    | 10.0.9.77                      | Database         | orders                  |
      | kubernetes | Kubernetes      | Cloud      | Staging k8s    | Cluster | https://k8s.staging.local:6443 | Comment          | the staging cluster     |
